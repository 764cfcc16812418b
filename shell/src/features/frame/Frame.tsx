// The common public frame (SPEC.md §2.2): skip link, banner and fixed navigation, the page, the footer.
// The content is offset by the header's measured height, so nothing hides under the fixed bar at any
// width or zoom level.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

function useHeight(ref: RefObject<HTMLElement | null>) {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setHeight(node.offsetHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

export function Frame() {
  const header = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  const offset = useHeight(header);
  const { pathname } = useLocation();

  // Toasts (shared-kit ToastArea) start below the fixed header, so a "Login successful!" toast does not
  // cover the profile button it is telling the user about (issue 13, defect 6).
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--site-header-height', `${offset}px`);
    return () => {
      root.style.removeProperty('--site-header-height');
    };
  }, [offset]);

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    main.current?.focus();
  };

  return (
    <Page>
      <SkipLink href="#main" onClick={skip}>
        Skip to main content
      </SkipLink>
      <SiteHeader ref={header} />
      <Main id="main" ref={main} tabIndex={-1} style={offset ? { paddingTop: offset } : undefined}>
        <Outlet />
      </Main>
      <SiteFooter />
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
// before the browser has measured the header (the inline style then takes over).
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
