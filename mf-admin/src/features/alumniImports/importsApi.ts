// Import history and Undo: GET /alumni/imports, POST /alumni/imports/{id}/undo (staff).
import type { AlumniImportBatch, UndoImportResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const importsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AlumniImport', 'Alumni', 'Stats', 'Audit', 'Trash'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAlumniImports: build.query<AlumniImportBatch[], void>({
        query: () => 'alumni/imports',
        providesTags: ['AlumniImport'],
      }),
      undoAlumniImport: build.mutation<UndoImportResponse, string>({
        query: (id) => ({ url: `alumni/imports/${encodeURIComponent(id)}/undo`, method: 'POST' }),
        invalidatesTags: ['AlumniImport', { type: 'Alumni', id: 'LIST' }, 'Stats', 'Audit', 'Trash'],
      }),
    }),
  });

export const { useGetAlumniImportsQuery, useUndoAlumniImportMutation } = importsApi;
