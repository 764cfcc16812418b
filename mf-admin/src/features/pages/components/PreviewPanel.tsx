// The saved draft drawn by the public site's own components (mf-public's preview route), at a phone's
// width and at a desktop's, before anyone else sees it. Each frame is the site in this browser, signed
// in as this admin: nobody without the admin's session can open a draft.
import styled from 'styled-components';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { pagesMessages } from '../messages';
import { Panel } from '../../../components/form';

const DESKTOP = 1280;
const SCALE = 0.5;

export function PreviewPanel({ path, version, onClose }: { path: string; version: number; onClose: () => void }) {
  // The version in the address makes each saved draft a new frame, not a cached one.
  const t = useMessages(pagesMessages);
  const src = `${path}${path.includes('?') ? '&' : '?'}v=${version}`;
  return (
    <Panel aria-labelledby="preview-title">
      <Head>
        <h2 id="preview-title">{t('previewTitle')}</h2>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('closePreview')}
        </Button>
      </Head>
      <Frames>
        <figure>
          <figcaption>{t('phoneWidth')}</figcaption>
          <iframe title={t('previewPhone')} src={src} width={375} height={700} />
        </figure>
        <figure>
          <figcaption>{t('desktopWidth', { px: DESKTOP })}</figcaption>
          <Scaled>
            <iframe title={t('previewDesktop')} src={src} width={DESKTOP} height={1400} />
          </Scaled>
        </figure>
      </Frames>
    </Panel>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
`;

const Frames = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  figure {
    margin: 0;
  }
  iframe {
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
  }
`;

const Scaled = styled.div`
  width: ${DESKTOP * SCALE}px;
  height: ${1400 * SCALE}px;
  overflow: hidden;
  iframe {
    transform: scale(${SCALE});
    transform-origin: 0 0;
  }
`;
