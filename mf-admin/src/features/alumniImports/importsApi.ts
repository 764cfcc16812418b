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
      // keepEdited: undo the rest of an import whose records were edited since, leaving those as they are.
      undoAlumniImport: build.mutation<UndoImportResponse, { id: string; keepEdited?: boolean }>({
        query: ({ id, keepEdited }) => ({
          url: `alumni/imports/${encodeURIComponent(id)}/undo`,
          method: 'POST',
          ...(keepEdited ? { params: { keepEdited: '1' } } : {}),
        }),
        invalidatesTags: ['AlumniImport', { type: 'Alumni', id: 'LIST' }, 'Stats', 'Audit', 'Trash'],
      }),
    }),
  });

export const { useGetAlumniImportsQuery, useUndoAlumniImportMutation } = importsApi;
