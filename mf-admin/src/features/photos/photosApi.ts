// Photo mutations (the list query is shared-kit's getPhotos). The upload is a mutation whose
// queryFn (shared-kit's uploadQueryFn) reports its progress for the progress bar.
import type { DeleteResponse, Photo, UploadPhotoRequest } from '@gsvmc/shared-types';
import { uploadQueryFn } from '@gsvmc/shared-kit/staff';
import { adminApi } from '../../lib/adminApi';

export const photosApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    uploadPhoto: build.mutation<Photo, UploadPhotoRequest>({
      queryFn: uploadQueryFn(({ title, photo }: UploadPhotoRequest) => {
        const body = new FormData();
        body.append('title', title);
        body.append('photo', photo, photo instanceof File ? photo.name : 'photo');
        return { url: 'photo/upload', body };
      }),
      // The gallery, the landing photos, the admin grid and the counts.
      invalidatesTags: [{ type: 'Photo', id: 'LIST' }, 'Stats'],
    }),
    deletePhoto: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `photo/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Photo', id }, { type: 'Photo', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useUploadPhotoMutation, useDeletePhotoMutation } = photosApi;
