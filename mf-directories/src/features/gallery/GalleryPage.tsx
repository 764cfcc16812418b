// Photo gallery (SPEC.md §2.5): a 1 to 4 column grid of lazy images, opened in a lightbox. Captions are
// the titles staff typed, in either script, each marked with its language.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import styled from 'styled-components';
import {
  AsyncView,
  fileUrl,
  PageContainer,
  PageHeader,
  ResponsiveImage,
  useDocumentTitle,
  useGetPhotosQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';
import { commonMessages } from '../../components/common.messages';
import { langAttr } from '../../components/textLang';
import { galleryMessages } from './messages';
import type { Lightbox as LightboxComponent } from './components/Lightbox';

/** Width of one tile at each of the Grid's breakpoints (1 to 4 columns in a page of at most 1200 px). */
const GRID_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 560px) 46vw, 92vw';

type LightboxProps = ComponentProps<typeof LightboxComponent>;

// The lightbox brings the kit's dialog (Radix, '@gsvmc/shared-kit/dialog'): fetched when a visitor
// points at or taps a photo, not with the page. If it cannot be fetched, the
// photo opens as a plain image instead.
const loadLightbox = () =>
  import('./components/Lightbox').then(
    (m) => ({ default: m.Lightbox }),
    () => ({ default: PhotoFile }),
  );
let lightboxModule: ReturnType<typeof loadLightbox> | undefined;
const preloadLightbox = () => (lightboxModule ??= loadLightbox());
const Lightbox = lazy(preloadLightbox);

function PhotoFile({ photos, index }: LightboxProps) {
  const photo = photos[index];
  useEffect(() => {
    if (photo) window.location.assign(fileUrl(photo.imageUrl));
  }, [photo]);
  return null;
}

export default function GalleryPage() {
  const t = useMessages(galleryMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const query = useGetPhotosQuery();
  const photos = query.data;
  const [open, setOpen] = useState<number | null>(null);

  return (
    <PageContainer>
      <PageHeader title={t('title')} crumbs={[{ label: tc('home'), to: PATHS.home }, { label: t('crumb') }]} />
      <AsyncView query={query} loading={t('loading')} error={t('loadFailed')} empty={t('empty')}>
        {(photos) => (
          <Grid aria-label={t('photos')} onPointerOver={preloadLightbox} onFocus={preloadLightbox}>
            {photos.map((photo, i) => (
              <li key={photo._id}>
                <Tile
                  href={fileUrl(photo.imageUrl)}
                  onClick={(event) => {
                    // A plain tap opens the viewer; with JavaScript off, or a click asking for a new
                    // tab, the link opens the photo itself.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    setOpen(i);
                  }}
                  aria-label={t('open', { title: photo.title })}
                >
                  <Frame>
                    {/* The first tile is the largest image above the fold on every width; the rest load lazily. */}
                    <ResponsiveImage
                      path={photo.imageUrl}
                      alt={photo.title}
                      sizes={GRID_SIZES}
                      priority={i === 0 ? 'high' : 'lazy'}
                    />
                  </Frame>
                  <Caption aria-hidden="true" lang={langAttr(photo.title, locale)}>
                    {photo.title}
                  </Caption>
                </Tile>
              </li>
            ))}
          </Grid>
        )}
      </AsyncView>
      {photos && open !== null && photos[open] && (
        <Suspense fallback={null}>
          <Lightbox photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </PageContainer>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  /* A long title must not widen its column (min-content of a grid item); every tile of a row takes the
     row's height (ragged rows). */
  li {
    display: flex;
    min-width: 0;
  }
  @media (min-width: 560px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 900px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1200px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.a`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: zoom-in;
  text-align: left;
  font: inherit;
  text-decoration: none;
  img {
    transition: transform 0.2s;
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.03);
  }
`;

/**
 * A fixed 4:3 box reserves the space before the image arrives, so nothing shifts.
 */
const Frame = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primaryLight};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Caption = styled.span`
  padding: 10px 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.text};
  /* Up to two lines, then an ellipsis; the full title is the image's alt and the viewer's caption. */
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  /* break-word, not anywhere: only a word too long for a line of its own is split. */
  overflow-wrap: break-word;
`;
