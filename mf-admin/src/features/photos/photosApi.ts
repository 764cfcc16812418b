// Photo mutations (the list query is shared-kit's getPhotos). Uploads go through XMLHttpRequest for
// their progress bar (lib/xhrUpload.ts), then invalidate the same tags.
import type { DeleteResponse } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const photosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    deletePhoto: build.mutation<DeleteResponse, string>({
      query: (id) => ({ url: `photo/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Photo', id }, { type: 'Photo', id: 'LIST' }, 'Stats'],
    }),
  }),
});

export const { useDeletePhotoMutation } = photosApi;

/** What a finished upload makes stale: the gallery, the landing photos, the admin grid, the counts. */
export const photoUploaded = () => baseApi.util.invalidateTags([{ type: 'Photo', id: 'LIST' }, 'Stats']);
