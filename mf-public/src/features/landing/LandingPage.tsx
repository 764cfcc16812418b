// SPEC.md §2.3: slider, 3 notices, principal's message, 8 photos, about the college. The slides, the
// message and the about-the-college block are the "home" page's content, edited in the admin portal.
import styled from 'styled-components';
import type { Block, MessageBlock, SlidesBlock } from '@gsvmc/shared-types';
import { ErrorState, PageContainer, Spinner, useDocumentTitle, useGetPageQuery } from '@gsvmc/shared-kit';
import { Blocks } from '../../ui/blocks/Blocks';
import { Message } from '../../ui/blocks/Message';
import { ImageSlider } from './components/ImageSlider';
import { LatestNotices } from './components/LatestNotices';
import { LatestPhotos } from './components/LatestPhotos';
import { toSlides } from './slides';

const isSlides = (b: Block): b is SlidesBlock => b.type === 'slides';
const isMessage = (b: Block): b is MessageBlock => b.type === 'message';

export default function LandingPage() {
  useDocumentTitle('Landing Page');
  const { data, isError, refetch } = useGetPageQuery('home');
  const blocks = data?.content.blocks;
  const slides = blocks?.filter(isSlides) ?? [];
  const messages = blocks?.filter(isMessage) ?? [];
  const rest = blocks?.filter((b) => !isSlides(b) && !isMessage(b)) ?? [];
  const failed = isError && (
    <ErrorState message="Failed to load this page. Please try again later." onRetry={() => void refetch()} />
  );
  const loading = !blocks && !isError && <Spinner label="Loading the page..." />;
  return (
    <PageContainer>
      {/* The page needs one h1 for screen readers; the slider is its visual headline. */}
      <h1 className="visually-hidden">GSVMC — Home</h1>
      {failed || loading}
      {slides.map((block) => (
        <ImageSlider key={block.id} slides={toSlides(block)} />
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
