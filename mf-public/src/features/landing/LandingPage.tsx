// SPEC.md §2.3: slider, 3 notices, principal's message, 8 photos, about the college. The slides, the
// message and the about-the-college block are the "home" page's content, edited in the admin portal.
import styled from 'styled-components';
import type { Block, MessageBlock, SlidesBlock } from '@gsvmc/shared-types';
import {
  ErrorState,
  PageContainer,
  Spinner,
  useDocumentTitle,
  useGetPageQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { uiMessages } from '../../ui/messages';
import { Blocks } from '../../ui/blocks/Blocks';
import { Message } from '../../ui/blocks/Message';
import { ImageSlider } from './components/ImageSlider';
import { LatestNotices } from './components/LatestNotices';
import { LatestPhotos } from './components/LatestPhotos';
import { landingMessages } from './messages';
import { toSlides } from './slides';

const isSlides = (b: Block): b is SlidesBlock => b.type === 'slides';
const isMessage = (b: Block): b is MessageBlock => b.type === 'message';

export default function LandingPage() {
  const t = useMessages(landingMessages);
  const ui = useMessages(uiMessages);
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const { data, isError, refetch } = useGetPageQuery('home');
  const blocks = data?.content.blocks;
  const slides = blocks?.filter(isSlides) ?? [];
  const messages = blocks?.filter(isMessage) ?? [];
  const rest = blocks?.filter((b) => !isSlides(b) && !isMessage(b)) ?? [];
  const failed = isError && <ErrorState message={ui('pageFailed')} onRetry={() => void refetch()} />;
  const loading = !blocks && !isError && <Spinner label={ui('loadingPage')} />;
  return (
    <PageContainer>
      {/* The page needs one h1 for screen readers; the slider is its visual headline. */}
      <h1 className="visually-hidden">{t('heading')}</h1>
      {failed || loading}
      {slides.map((block) => (
        <ImageSlider key={block.id} slides={toSlides(block, locale)} />
      ))}
      <Columns>
        <LatestNotices />
        {messages.map((block) => (
          <Message key={block.id} block={block} />
        ))}
      </Columns>
      <LatestPhotos />
      <Blocks blocks={rest} />
    </PageContainer>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 0 32px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
