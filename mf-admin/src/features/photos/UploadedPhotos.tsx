// "Uploaded Photos": every photo on the shared DataTable as cards (1 to 4 columns; search, sort,
// paging; the photo just uploaded highlighted), each with its title and Delete. Part of PhotoUploadPage.
import { useMemo } from 'react';
import type { Photo } from '@gsvmc/shared-types';
import styled from 'styled-components';
import { AsyncView, fileUrl, useGetPhotosQuery, useLocale, useMessages } from '@gsvmc/shared-kit';
import { formatCollegeDateTime } from '@gsvmc/shared-kit/collegeTime';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import { Panel } from '../../components/form';
import { DeleteButton } from '../../components/DeleteButton';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { photoMessages } from './messages';
import { useDeletePhotoMutation } from './photosApi';

export function UploadedPhotos({
  addedId,
  onDeleting,
}: {
  /** The photo just uploaded, highlighted. */
  addedId: string | null;
  /** A delete begins: the form's message (about the last upload) no longer applies. */
  onDeleting: () => void;
}) {
  const t = useMessages(photoMessages);
  const locale = useLocale();
  const photos = useGetPhotosQuery();
  const [deletePhoto] = useDeletePhotoMutation();
  const { deletingId, onDelete: confirmAndDelete } = useConfirmedDelete(deletePhoto, {
    entity: 'photo',
    failure: t('deleteFailed'),
  });

  const onDelete = (id: string, name: string) => {
    onDeleting();
    return confirmAndDelete(id, name);
  };

  const columns = useMemo<ColumnDef<Photo, string>[]>(
    () => [
      { id: 'title', header: t('title'), accessorFn: (p) => p.title, sortingFn: 'alphanumeric' },
      // ISO strings sort as dates; shown in Dhaka time.
      {
        id: 'createdAt',
        header: t('uploadedColumn'),
        accessorFn: (p) => p.createdAt,
        cell: (c) => formatCollegeDateTime(c.getValue(), locale),
        enableGlobalFilter: false,
      },
    ],
    [t, locale],
  );

  return (
    <Panel aria-labelledby="photo-grid-heading" aria-busy={photos.isFetching || undefined}>
      <h2 id="photo-grid-heading">{t('gridHeading')}</h2>
      <AsyncView query={photos} loading={t('loading')} error={t('loadFailed')} empty={t('noneYet')}>
        {(list) => (
          <DataTable
            locale={locale}
            label={t('gridLabel')}
            layout="cards"
            maxCardColumns={4}
            pageSize={12}
            data={list}
            columns={columns}
            getRowId={(photo) => photo._id}
            rowName={(photo) => photo.title}
            highlightId={addedId}
            searchPlaceholder={t('searchPlaceholder')}
            initialSorting={[{ id: 'createdAt', desc: true }]}
            sortLabels={{ createdAt: [t('oldestFirst'), t('newestFirst')] }}
            renderActions={(photo) => (
              <DeleteButton
                name={photo.title}
                deleting={deletingId === photo._id}
                onDelete={() => void onDelete(photo._id, photo.title)}
              />
            )}
            renderCard={(photo, actions) => (
              <Tile>
                <img src={fileUrl(photo.imageUrl)} alt={photo.title} loading="lazy" decoding="async" />
                <TileBody>
                  <TileTitle>{photo.title}</TileTitle>
                  {actions}
                </TileBody>
              </Tile>
            )}
          />
        )}
      </AsyncView>
    </Panel>
  );
}

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.color.background};
  }
`;

const TileBody = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  > button {
    flex: none;
  }
`;

const TileTitle = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 1rem;
  font-family: ${({ theme }) => theme.font.body};
  /* break-word, not anywhere: a word splits only when it cannot fit a line of its own. */
  overflow-wrap: break-word;
`;
