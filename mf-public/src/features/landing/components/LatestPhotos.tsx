import styled from 'styled-components';
import { LIMITS, type Photo, PATHS } from '@gsvmc/shared-types';
import { EmptyState, ErrorState, ResponsiveImage, Spinner, useGetPhotosQuery, useMessages } from '@gsvmc/shared-kit';
import { landingMessages } from '../messages';
import { Section } from '../../../ui/Content';
import { MoreLink } from './LatestNotices';

/** SPEC.md §2.3: the 8 newest photos. */
export function newestPhotos(photos: readonly Photo[], count: number = LIMITS.landingPhotos): Photo[] {
  return [...photos].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

/** Width of one tile: 2 columns on phones, 4 from 768 px, in a page of at most 1200 px. */
const TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 23vw, 46vw';

export function LatestPhotos() {
  const t = useMessages(landingMessages);
  const { data, isLoading, isError, refetch } = useGetPhotosQuery();

  let body;
  if (isLoading)
    // Empty tiles of the final size under the spinner: the grid's height is known before any data.
    body = (
      <Loading>
        <Grid aria-hidden="true">
          {Array.from({ length: LIMITS.landingPhotos }, (_, i) => (
            <Tile key={i}>
              <figure>
                <Placeholder />
                <figcaption>&nbsp;</figcaption>
              </figure>
            </Tile>
          ))}
        </Grid>
        <SpinnerOver>
          <Spinner label={t('loadingPhotos')} />
        </SpinnerOver>
      </Loading>
    );
  else if (isError) body = <ErrorState message={t('photosFailed')} onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <EmptyState>{t('noPhotos')}</EmptyState>;
  else
    body = (
      <Grid>
        {newestPhotos(data).map((photo) => (
          <Tile key={photo._id}>
            <figure>
              {/* Below the slider and the notices: lazy. */}
              <ResponsiveImage path={photo.imageUrl} alt={photo.title} sizes={TILE_SIZES} />
              <figcaption>{photo.title}</figcaption>
            </figure>
          </Tile>
        ))}
      </Grid>
    );

  return (
    <Section title={t('photoGallery')} id="landing-photos">
      {body}
      <MoreLink to={PATHS.gallery}>{t('seeMore')}</MoreLink>
    </Section>
  );
}

const Loading = styled.div`
  position: relative;
`;

const SpinnerOver = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Placeholder = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.primaryLight};
`;

/** 2 columns on phones, 4 on wide screens; every tile 4:3 so nothing moves as photos load. */
const Grid = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.li`
  figure {
    margin: 0;
  }
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.color.primaryLight};
  }
  /* One line, so every tile (and the loading grid) has the same height; the image's alt text
     carries the full title. */
  figcaption {
    padding: 6px 10px;
    font-size: 0.9rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;
