// The trash: GET /trash, POST /trash/{id}/restore (staff), DELETE /trash/{id} (purge, admin). A restore
// puts a record back in its public list, so it refreshes that list and the dashboard's counts.
import type { TrashEntityKind, TrashItem } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

const LIST_TAG: Record<TrashEntityKind, 'Notice' | 'Photo' | 'Faculty' | 'Alumni' | 'Publication'> = {
  notice: 'Notice',
  photo: 'Photo',
  faculty: 'Faculty',
  alumni: 'Alumni',
  publication: 'Publication',
};

export const trashApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Trash', 'Alumni', 'Stats', 'Audit', 'Publication'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getTrash: build.query<TrashItem[], void>({
        query: () => 'trash',
        providesTags: ['Trash'],
      }),
      restoreTrashItem: build.mutation<{ message: string }, TrashItem>({
        query: (item) => ({ url: `trash/${encodeURIComponent(item._id)}/restore`, method: 'POST' }),
        invalidatesTags: (_r, _e, item) => ['Trash', 'Stats', 'Audit', { type: LIST_TAG[item.entity], id: 'LIST' }],
      }),
      purgeTrashItem: build.mutation<{ message: string }, string>({
        query: (id) => ({ url: `trash/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['Trash', 'Audit'],
      }),
    }),
  });

export const { useGetTrashQuery, useLazyGetTrashQuery, useRestoreTrashItemMutation, usePurgeTrashItemMutation } =
  trashApi;
