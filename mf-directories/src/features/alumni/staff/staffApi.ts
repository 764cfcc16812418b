// The staff's alumni calls of SPEC.md §7: the import's check and run, the edit, the delete and the
// template. Injected into the directory's api from the staff's own chunk, so a visitor's browser never
// downloads them; they invalidate the directory's `Alumni` tags and the portal's `Stats` (dashboard
// counts), `AlumniImport` (import history) and `Audit`. The import reports progress (uploadQueryFn);
// the template download saves the file at once and keeps no Blob in the store (downloadQueryFn).
import {
  ALUMNI_TEMPLATE_FILENAME,
  type Alumni,
  type AlumniImportPreview,
  type AlumniImportResult,
  type DeleteResponse,
  type UpdateAlumniRequest,
} from '@gsvmc/shared-types';
import { downloadQueryFn, uploadQueryFn } from '@gsvmc/shared-kit/staff';
import { alumniApi } from '../alumniApi';

const spreadsheet = (url: string) =>
  uploadQueryFn((file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return { url, body };
  });

export const staffAlumniApi = alumniApi
  .enhanceEndpoints({ addTagTypes: ['Stats', 'AlumniImport', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The first step: what importing the file would do (POST /alumni/upload?dryRun=true); nothing is written. */
      previewAlumniImport: build.mutation<AlumniImportPreview, File>({
        queryFn: spreadsheet('alumni/upload?dryRun=true'),
      }),
      importAlumni: build.mutation<AlumniImportResult, File>({
        queryFn: spreadsheet('alumni/upload'),
        // New and updated rows change the list, the dashboard's alumni count and the import history.
        invalidatesTags: [{ type: 'Alumni', id: 'LIST' }, 'Stats', 'AlumniImport', 'Audit'],
      }),
      updateAlumni: build.mutation<Alumni, { id: string; body: UpdateAlumniRequest }>({
        query: ({ id, body }) => ({ url: `alumni/${encodeURIComponent(id)}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Alumni', id },
          { type: 'Alumni', id: 'LIST' },
        ],
      }),
      /** GET /alumni/download/template, saved as alumni_template.xlsx (SPEC.md §7, §9). */
      downloadAlumniTemplate: build.mutation<string, void>({
        queryFn: downloadQueryFn('alumni/download/template', ALUMNI_TEMPLATE_FILENAME),
      }),
      deleteAlumni: build.mutation<DeleteResponse, string>({
        query: (id) => ({ url: `alumni/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [{ type: 'Alumni', id }, { type: 'Alumni', id: 'LIST' }, 'Stats'],
      }),
    }),
  });

export const {
  useImportAlumniMutation,
  usePreviewAlumniImportMutation,
  useDownloadAlumniTemplateMutation,
  useUpdateAlumniMutation,
  useDeleteAlumniMutation,
} = staffAlumniApi;
