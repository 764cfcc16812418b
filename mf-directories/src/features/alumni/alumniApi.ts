// The directory's alumni call of SPEC.md §7, with the `Alumni` tags it provides. Only this remote uses
// it, so it lives here; mf-admin shows this same page at /admin/alumniUpload. The staff's calls (import,
// edit, delete, template) are injected from the staff's own chunk (staff/staffApi.ts).
import {
  type Alumni,
  type AlumniListResponse,
  type AlumniPageRequest,
  type AlumniPageResponse,
} from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const alumniApi = baseApi.enhanceEndpoints({ addTagTypes: ['Alumni'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of the directory: GET /alumni with page, pageSize, q and year. An API that
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
  }),
});

export type AlumniPage = (AlumniPageResponse & { paged: true }) | { data: Alumni[]; paged: false };

export const { useGetAlumniPageQuery } = alumniApi;
