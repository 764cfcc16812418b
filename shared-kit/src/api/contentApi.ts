// Read endpoints used by more than one remote (STYLE.md: a resource used by two remotes moves here).
// Notices: landing (mf-public), notice board (mf-directories), admin list (mf-admin).
// Photos: landing, gallery, admin grid. Faculty: directory and profile, department detail, admin.
// Mutations live with the one remote that performs them (mf-admin), invalidating these tags.
import type { Faculty, Notice, Photo } from '@gsvmc/shared-types';
import { baseApi } from './baseApi';
import { facultyListUrl, facultyMemberUrl, latestNoticesRequest, photosUrl } from './requests';

const listTags = <T extends 'Notice' | 'Photo' | 'Faculty'>(type: T, items: { _id: string }[] | undefined) => [
  { type, id: 'LIST' as const },
  ...(items ?? []).map((item) => ({ type, id: item._id })),
];

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<Notice[], void>({
      query: latestNoticesRequest,
      providesTags: (result) => listTags('Notice', result),
    }),
    getPhotos: build.query<Photo[], void>({
      query: photosUrl,
      providesTags: (result) => listTags('Photo', result),
    }),
    getFaculty: build.query<Faculty[], void>({
      query: facultyListUrl,
      providesTags: (result) => listTags('Faculty', result),
    }),
    getFacultyMember: build.query<Faculty, string>({
      query: facultyMemberUrl,
      providesTags: (_result, _error, id) => [{ type: 'Faculty', id }],
    }),
    /** SPEC.md §7: 404 means the department has no faculty members. */
    getFacultyByDepartment: build.query<Faculty[], string>({
      query: (department) => `faculty/department/${encodeURIComponent(department)}`,
      providesTags: (result) => listTags('Faculty', result),
    }),
  }),
});

export const {
  useGetNoticesQuery,
  useGetPhotosQuery,
  useGetFacultyQuery,
  useGetFacultyMemberQuery,
  useGetFacultyByDepartmentQuery,
} = contentApi;
