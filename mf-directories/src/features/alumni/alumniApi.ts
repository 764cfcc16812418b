// Alumni calls of SPEC.md §7. Only this remote uses them, so they live here, with the tags they use
// (`Alumni`; `Stats`, the dashboard counts an import or delete changes); mf-admin shows this same page
// at /admin/alumniUpload. The import reports progress (uploadQueryFn); the template download saves
// the file at once and keeps no Blob in the store (downloadQueryFn).
import {
  ALUMNI_TEMPLATE_FILENAME,
  type Alumni,
  type AlumniListResponse,
  type AlumniPageRequest,
  type AlumniPageResponse,
  type AlumniImportPreview,
  type AlumniImportResult,
  type DeleteResponse,
  type UpdateAlumniRequest,
} from '@gsvmc/shared-types';
import { baseApi, downloadQueryFn, uploadQueryFn } from '@gsvmc/shared-kit';

export const alumniApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Alumni', 'Stats', 'AlumniImport', 'Audit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /**
       * One page of the directory: GET /alumni with page, pageSize, q and year. An API that
       * answers only SPEC.md §7's whole list (no `total` in the answer) still works: `paged` is false and
       * the page filters and pages that list itself.
       */
      getAlumniPage: build.query<
        AlumniPage,
        Required<Pick<AlumniPageRequest, 'page' | 'pageSize'>> & AlumniPageRequest
      >({
        query: ({ page, pageSize, q, year }) => ({
          url: 'alumni',
          params: { page, pageSize, ...(q ? { q } : {}), ...(year !== undefined ? { year } : {}) },
        }),
        transformResponse: (body: AlumniListResponse | AlumniPageResponse): AlumniPage =>
          'total' in body && typeof body.total === 'number'
            ? { ...body, paged: true }
            : { data: body.data, paged: false },
        providesTags: (result) => [
          { type: 'Alumni', id: 'LIST' },
          ...(result?.data ?? []).map((a) => ({ type: 'Alumni' as const, id: a._id })),
        ],
      }),
      /** The first step: what importing the file would do (POST /alumni/upload?dryRun=true); nothing is written. */
      previewAlumniImport: build.mutation<AlumniImportPreview, File>({
        queryFn: uploadQueryFn((file: File) => {
          const body = new FormData();
          body.append('file', file, file.name);
          return { url: 'alumni/upload?dryRun=true', body };
        }),
      }),
      importAlumni: build.mutation<AlumniImportResult, File>({
        queryFn: uploadQueryFn((file: File) => {
          const body = new FormData();
          body.append('file', file, file.name);
          return { url: 'alumni/upload', body };
        }),
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

export type AlumniPage = (AlumniPageResponse & { paged: true }) | { data: Alumni[]; paged: false };

export const {
  useGetAlumniPageQuery,
  useImportAlumniMutation,
  usePreviewAlumniImportMutation,
  useDownloadAlumniTemplateMutation,
  useUpdateAlumniMutation,
  useDeleteAlumniMutation,
} = alumniApi;
