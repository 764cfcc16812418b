// The saved draft drawn by the public site's own components (mf-public's preview route), at a phone's
// width and at a desktop's, in English or in Bengali (/bn/preview/…), before anyone else sees it. Each
// frame is the site in this browser, signed in as this admin: nobody without the admin's session can
// open a draft. The panel is brought into view and takes focus when it opens, wherever on the page the
// Preview button was pressed, and each frame is scaled to the width there is (a phone included).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, pathInLocale, useLocale, useMessages, type Locale } from '@gsvmc/shared-kit';
import { pagesMessages } from '../messages';
import { editorFlowMessages } from '../editorFlow.messages';
import { Panel } from '../../../components/form';

const PHONE = { width: 375, height: 700 };
const DESKTOP = { width: 1280, height: 1400 };

/** The width the element's box has, followed as the window or the layout changes. */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** A frame drawn at its own size and shown at most at `max` of it, smaller when the space is narrower. */
function ScaledFrame({ title, src, size, max }: { title: string; src: string; size: typeof PHONE; max: number }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  // A hidden tab measures 0 wide: it is drawn at its largest until it is shown and measured.
  const scale = Math.min(max, (width || size.width * max) / size.width);
  return (
    <Fit ref={ref} style={{ maxWidth: size.width * max }}>
      <Box style={{ height: Math.round(size.height * scale) }}>
        {/* A new frame for each saved version, not the same frame sent to a new address: a frame that
            navigates adds an entry to the tab's history, and the browser's Back would then step the
            preview back instead of leaving the editor. */}
        <iframe
          key={src}
          title={title}
          src={src}
          width={size.width}
          height={size.height}
          style={{ transform: `scale(${scale})` }}
        />
      </Box>
    </Fit>
  );
}

export function PreviewPanel({
  path,
  version,
  opened,
  coveredBy,
  onClose,
}: {
  path: string;
  version: number;
  /** Changes each time Preview is pressed: the panel comes into view again. */
  opened: number;
  /** The editor's sticky bar, which stays over the top of the window: the heading goes below it. */
  coveredBy?: React.RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const t = useMessages(pagesMessages);
  const tf = useMessages(editorFlowMessages);
  const portal = useLocale();
  const [language, setLanguage] = useState<Locale>(portal);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  // Where the clerk is looking: the panel comes into view and its heading takes focus on opening.
  useEffect(() => {
    const el = heading.current;
    if (!el) return;
    el.scrollIntoView?.({ block: 'start' });
    // Scrolled there, the bar is stuck at the top; scrolled again, the heading sits just below it.
    const bar = coveredBy?.current?.getBoundingClientRect();
    if (bar && bar.bottom > 0) {
      el.style.scrollMarginTop = `${Math.ceil(bar.bottom) + 8}px`;
      el.scrollIntoView?.({ block: 'start' });
    }
    el.focus({ preventScroll: true });
  }, [opened, coveredBy]);
  // The version in the address makes each saved draft a new frame, not a cached one.
  const src = (locale: Locale) => {
    const at = pathInLocale(path, locale);
    return `${at}${at.includes('?') ? '&' : '?'}v=${version}`;
  };
  const languages: [Locale, string][] = [
    ['en', tf('previewEnglish')],
    ['bn', tf('previewBengali')],
  ];
  return (
    <Panel aria-labelledby={`${ids}-title`}>
      <Head>
        <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
          {t('previewTitle')}
        </h2>
        <Actions>
          <a href={src(language)} target="_blank" rel="noopener noreferrer">
            {tf('openInTab')}
            <span className="visually-hidden">{t('opensNewTab')}</span>
          </a>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('closePreview')}
          </Button>
        </Actions>
      </Head>
      <Tabs role="tablist" aria-label={tf('previewLanguage')}>
        {languages.map(([locale, label]) => (
          <button
            key={locale}
            type="button"
            role="tab"
            id={`${ids}-tab-${locale}`}
            aria-selected={language === locale}
            aria-controls={`${ids}-panel-${locale}`}
            tabIndex={language === locale ? 0 : -1}
            onClick={() => setLanguage(locale)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const next = locale === 'en' ? 'bn' : 'en';
              setLanguage(next);
              document.getElementById(`${ids}-tab-${next}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </Tabs>
      {/* Both languages stay loaded, so switching is instant; only the chosen one is shown. */}
      {languages.map(([locale]) => (
        <Frames
          key={locale}
          role="tabpanel"
          id={`${ids}-panel-${locale}`}
          aria-labelledby={`${ids}-tab-${locale}`}
          hidden={language !== locale}
          lang={locale}
        >
          <figure>
            <figcaption>{t('phoneWidth')}</figcaption>
            <ScaledFrame
              title={`${t('previewPhone')} (${locale === 'bn' ? 'বাংলা' : 'English'})`}
              src={src(locale)}
              size={PHONE}
              max={1}
            />
          </figure>
          <figure>
            <figcaption>{t('desktopWidth', { px: DESKTOP.width })}</figcaption>
            <ScaledFrame
              title={`${t('previewDesktop')} (${locale === 'bn' ? 'বাংলা' : 'English'})`}
              src={src(locale)}
              size={DESKTOP}
              max={0.5}
            />
          </figure>
        </Frames>
      ))}
    </Panel>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  h2:focus {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  margin: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  button {
    min-height: 44px;
    padding: 6px 14px;
    border: 1px solid transparent;
    border-bottom: none;
    border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    font-weight: 700;
    margin-bottom: -1px;
  }
`;

const Frames = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  &[hidden] {
    display: none;
  }
  figure {
    margin: 0;
    flex: 1 1 280px;
    min-width: 0;
    max-width: 100%;
  }
`;

const Fit = styled.div`
  width: 100%;
`;

const Box = styled.div`
  overflow: hidden;
  iframe {
    display: block;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
    transform-origin: 0 0;
  }
`;
