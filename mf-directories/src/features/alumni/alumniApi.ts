// Alumni calls of SPEC.md §7. Only this remote uses them, so they live here; mf-admin shows this
// same page at /admin/alumniUpload. The template download is not here: it is a file, and a Blob
// has no place in the Redux store (see downloadTemplate.ts).
import type {
  Alumni,
  AlumniListResponse,
  AlumniPageRequest,
  AlumniPageResponse,
  AlumniUploadResponse,
  DeleteResponse,
  UpdateAlumniRequest,
} from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const alumniApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAlumni: build.query<Alumni[], void>({
      query: () => 'alumni',
      // The list is in the body's data field (SPEC.md §7: "read as data.data").
      transformResponse: (body: AlumniListResponse) => body.data,
      providesTags: (result) => [
        { type: 'Alumni', id: 'LIST' },
        ...(result ?? []).map((a) => ({ type: 'Alumni' as const, id: a._id })),
      ],
    }),
    /**
     * One page of the directory (issue 13): GET /alumni with page, pageSize, q and year. An API that
     * answers only SPEC.md §7's whole list (no `total` in the answer) still works: `paged` is false and
     * the page filters and pages that list itself.
     */
    getAlumniPage: build.query<AlumniPage, Required<Pick<AlumniPageRequest, 'page' | 'pageSize'>> & AlumniPageRequest>({
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
    uploadAlumni: build.mutation<AlumniUploadResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: 'alumni/upload', method: 'POST', body };
      },
      // New and updated rows change the list and the dashboard's alumni count.
      invalidatesTags: [{ type: 'Alumni', id: 'LIST' }, 'Stats'],
    }),
    updateAlumni: build.mutation<Alumni, { id: string; body: UpdateAlumniRequest }>({
      query: ({ id, body }) => ({ url: `alumni/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Alumni', id },
        { type: 'Alumni', id: 'LIST' },
      ],
    }),
    deleteAlumni: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `alumni/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Alumni', id }, { type: 'Alumni', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export type AlumniPage = (AlumniPageResponse & { paged: true }) | { data: Alumni[]; paged: false };

export const {
  useGetAlumniQuery,
  useGetAlumniPageQuery,
  useUploadAlumniMutation,
  useUpdateAlumniMutation,
  useDeleteAlumniMutation,
} = alumniApi;
