// The common public frame (SPEC.md §2.2): skip link, banner and fixed navigation, the page, the footer.
// The content is offset by the header's measured height, so nothing hides under the fixed bar at any
// width or zoom level.
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { LanguageOffer } from './LanguageOffer';
import { useMessages } from '@gsvmc/shared-kit';
import { frameMessages } from './messages';
import { useScrollOnNavigate } from './useScrollOnNavigate';

/**
 * Keeps the page below the fixed header: the header's height becomes <main>'s top padding and
 * --site-header-height (where toasts start), written straight to the DOM whenever the header's size
 * changes. A ResizeObserver reports sizes after the browser's own layout, so nothing forces an extra
 * layout of the page or re-renders it (both had cost a phone about 40 ms while the page hydrated);
 * until the first report, Main's CSS padding is the header's usual height.
 */
function useHeaderOffset(header: RefObject<HTMLElement | null>, main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const node = header.current;
    const page = main.current;
    if (!node || !page) return;
    const root = document.documentElement;
    const measure = () => {
      const height = node.offsetHeight;
      if (!height) return;
      page.style.paddingTop = `${height}px`;
      root.style.setProperty('--site-header-height', `${height}px`);
    };
    let stop: () => void;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      stop = () => window.removeEventListener('resize', measure);
    } else {
      const observer = new ResizeObserver(measure);
      observer.observe(node);
      stop = () => observer.disconnect();
    }
    return () => {
      stop();
      root.style.removeProperty('--site-header-height');
    };
  }, [header, main]);
}

export function Frame() {
  const header = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  // Toasts (shared-kit ToastArea) start below the fixed header too, so a "Login successful!" toast
  // does not cover the profile button it is telling the user about.
  useHeaderOffset(header, main);
  const t = useMessages(frameMessages);
  useScrollOnNavigate();

  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    main.current?.focus();
  };

  return (
    <Page>
      <SkipLink href="#main" onClick={skip}>
        {t('skipToContent')}
      </SkipLink>
      <SiteHeader ref={header} />
      <Main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
      <LanguageOffer />
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a screen tall, so the footer starts below the fold and does not jump down (a layout shift)
// when a remote page replaces its loading spinner.
// The padding-top here is the header's usual height at each width, for the server-rendered page
// before the browser has measured the header (useHeaderOffset's inline style then takes over).
const Main = styled.main`
  flex: 1;
  padding-top: 94px;
  ${({ theme }) => theme.media.desktop} {
    padding-top: 157px;
  }
  @media (min-width: 1280px) {
    padding-top: 116px;
  }
  min-height: 100vh;
  outline: none;
  scroll-margin-top: 120px;
  /* A place an address names (a search hit's section, a tab) stops below the fixed header, not under
     it: the header's measured height once the script has run, its usual height at each width before. */
  [id] {
    scroll-margin-top: calc(var(--site-header-height, 94px) + 12px);
    ${({ theme }) => theme.media.desktop} {
      scroll-margin-top: calc(var(--site-header-height, 157px) + 12px);
    }
    @media (min-width: 1280px) {
      scroll-margin-top: calc(var(--site-header-height, 116px) + 12px);
    }
  }
`;

const SkipLink = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 200;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryDark};
  color: #fff;
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
