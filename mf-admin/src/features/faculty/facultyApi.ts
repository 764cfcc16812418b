// Faculty mutations (the reads are shared-kit's getFaculty and getFacultyMember).
import type { DeleteResponse, Faculty, UpdateFacultyRequest } from '@gsvmc/shared-types';
import { adminApi } from '../../lib/adminApi';

export const facultyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart POST /faculty (SPEC.md §7): scalar fields, the three lists as JSON strings, facultyPicture. */
    createFaculty: build.mutation<Faculty, FormData>({
      query: (body) => ({ url: 'faculty', method: 'POST', body }),
      invalidatesTags: [{ type: 'Faculty', id: 'LIST' }, 'Stats'],
    }),
    /** PUT /faculty/{id} with exactly one part: the profile fields or one of the three lists. */
    updateFacultyMember: build.mutation<Faculty, { id: string; changes: UpdateFacultyRequest }>({
      query: ({ id, changes }) => ({ url: `faculty/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Faculty', id },
        { type: 'Faculty', id: 'LIST' },
      ],
    }),
    /** PUT /faculty/{id}/picture (multipart `facultyPicture`): a new picture; the server deletes the old file. */
    updateFacultyPicture: build.mutation<Faculty, { id: string; picture: File }>({
      query: ({ id, picture }) => {
        const body = new FormData();
        body.append('facultyPicture', picture, picture.name);
        return { url: `faculty/${encodeURIComponent(id)}/picture`, method: 'PUT', body };
      },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Faculty', id },
        { type: 'Faculty', id: 'LIST' },
      ],
    }),
    /** DELETE /faculty/{id}/picture: back to the initial. */
    removeFacultyPicture: build.mutation<Faculty, string>({
      query: (id) => ({ url: `faculty/${encodeURIComponent(id)}/picture`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Faculty', id },
        { type: 'Faculty', id: 'LIST' },
      ],
    }),
    deleteFacultyMember: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `faculty/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Faculty', id }, { type: 'Faculty', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const {
  useCreateFacultyMutation,
  useUpdateFacultyMemberMutation,
  useUpdateFacultyPictureMutation,
  useRemoveFacultyPictureMutation,
  useDeleteFacultyMemberMutation,
} = facultyApi;
