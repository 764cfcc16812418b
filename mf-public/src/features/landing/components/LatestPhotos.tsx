import styled from 'styled-components';
import { LIMITS, type Photo } from '@gsvmc/shared-types';
import { EmptyState, ErrorState, Spinner, fileUrl, useGetPhotosQuery } from '@gsvmc/shared-kit';
import { Section } from '../../../ui/Content';
import { MoreLink } from './LatestNotices';

/** SPEC.md §2.3: the 8 newest photos. */
export function newestPhotos(photos: readonly Photo[], count: number = LIMITS.landingPhotos): Photo[] {
  return [...photos].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

export function LatestPhotos() {
  const { data, isLoading, isError, refetch } = useGetPhotosQuery();

  let body;
  if (isLoading) body = <Spinner label="Loading photos..." />;
  else if (isError) body = <ErrorState message="Failed to fetch photos. Please try again later." onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <EmptyState>No photos available at this time</EmptyState>;
  else
    body = (
      <Grid>
        {newestPhotos(data).map((photo) => (
          <Tile key={photo._id}>
            <figure>
            <img
              src={fileUrl(photo.imageUrl)}
              alt={photo.title}
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{photo.title}</figcaption>
            </figure>
          </Tile>
        ))}
      </Grid>
    );

  return (
    <Section title="Photo Gallery" id="landing-photos">
      {body}
      <MoreLink to="/gallery">See More</MoreLink>
    </Section>
  );
}

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
  figcaption {
    padding: 6px 10px;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;
