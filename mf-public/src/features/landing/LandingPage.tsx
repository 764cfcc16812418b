// SPEC.md §2.3: slider, 3 notices, principal's message, 8 photos, about the college.
import styled from 'styled-components';
import { PageContainer, useDocumentTitle } from '@gsvmc/shared-kit';
import { ImageSlider } from './components/ImageSlider';
import { LatestNotices } from './components/LatestNotices';
import { LatestPhotos } from './components/LatestPhotos';
import { PrincipalMessage } from './components/PrincipalMessage';
import { AboutCollege } from './components/AboutCollege';
import { SLIDES } from './data';

export default function LandingPage() {
  useDocumentTitle('Landing Page');
  return (
    <PageContainer>
      {/* The page needs one h1 for screen readers; the slider is its visual headline. */}
      <h1 className="visually-hidden">GSVMC — Home</h1>
      <ImageSlider slides={SLIDES} />
      <Columns>
        <LatestNotices />
        <PrincipalMessage />
      </Columns>
      <LatestPhotos />
      <AboutCollege />
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
