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
      <VisuallyHiddenH1>GSVMC — Home</VisuallyHiddenH1>
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

/** The page needs one h1 for screen readers; the slider is its visual headline. */
const VisuallyHiddenH1 = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Columns = styled.div`
  display: grid;
  gap: 0 32px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
