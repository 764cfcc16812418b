// Banner + fixed top navigation (SPEC.md §2.2). Hides on scrolling down, returns on scrolling up, and
// always shows while it holds keyboard focus or an open menu.
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  getRuntimeConfig,
  MOBILE_QUERY,
  pickText,
  useGetSiteSettingsQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { navItems, navRows } from './navItems';
import { NavEntry } from './NavEntry';
import { MobileMenu, useMobileMenuClose } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { SearchForm, SearchToggle, useHeaderSearch } from './HeaderSearch';
import { useHideOnScroll } from './useScrollDirection';
import { useHydrated, useMediaQueryOnceHydrated } from '../../components/useHydrated';
import { PATHS, type LocalText } from '@gsvmc/shared-types';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { frameMessages } from './messages';

export const SiteHeader = forwardRef<HTMLElement>(function SiteHeader(_props, ref) {
  // Server-rendered HTML cannot know the screen's width: until hydrated, both the menu button and the
  // link rows are drawn and CSS shows the one that fits ($byCss); then the width decides, as before.
  const hydrated = useHydrated();
  const isMobile = useMediaQueryOnceHydrated(MOBILE_QUERY, hydrated) ?? false;
  const showToggle = hydrated ? isMobile : true;
  const showRows = hydrated ? !isMobile : true;
  const scrolledAway = useHideOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const toggle = useRef<HTMLElement>(null);
  const menuDetails = useRef<HTMLDetailsElement>(null);
  const menuId = useId();
  // The banner and the webmail link are site settings, edited in the admin portal; the server renders
  // them in the page, so they are there before any script runs.
  const settings = useGetSiteSettingsQuery().data?.content;
  const webmailUrl = settings?.webmailUrl || getRuntimeConfig().webmailUrl;
  const items = useMemo(() => navItems(webmailUrl), [webmailUrl]);
  const close = useCallback(() => setMenuOpen(false), []);
  const search = useHeaderSearch();
  const searchId = useId();
  const t = useMessages(frameMessages);
  const locale = useLocale();
  // The banner's texts in the page's language; an English fallback on a Bengali page says so (lang).
  const banner = settings?.banner;
  const text = (value: LocalText) => pickText(value, locale);
  const bannerLang = banner && text(banner.text).fallback ? 'en' : undefined;
  const partLang = (value: LocalText) => {
    const lang = text(value).fallback ? 'en' : undefined;
    return lang === bannerLang ? undefined : (lang ?? locale);
  };

  useMobileMenuClose(menuOpen, close, toggle);
  // The menu is a native <details>: on a slow phone it opens from the server's HTML before the script
  // has run. A menu the visitor opened before hydration stays open: its state starts from the page.
  useLayoutEffect(() => {
    if (menuDetails.current?.open) setMenuOpen(true);
  }, []);
  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  const panelDrawn = !hydrated || (isMobile && menuOpen);
  const hidden = scrolledAway && !menuOpen && !search.open && !focusInside;
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <Header
      ref={ref}
      data-state={hidden ? 'hidden' : 'shown'}
      $hidden={hidden}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      {banner?.shown && (
        <Banner lang={bannerLang}>
          {/* One text node each, as the banner was always drawn: split nodes shift the glyphs by a pixel. */}
          {text(banner.title).value && <strong lang={partLang(banner.title)}>{text(banner.title).value}</strong>}
          {` ${text(banner.text).value}`}
          {text(banner.more).value && (
            <span className="more" lang={partLang(banner.more)}>{` ${text(banner.more).value}`}</span>
          )}
        </Banner>
      )}
      <Bar>
        <Brand to={PATHS.home}>
          <Logo aria-hidden="true">+</Logo>
          <span>
            <b>GSVMC</b>
            <small>{t('brandSubtitle')}</small>
          </span>
        </Brand>
        {showToggle && <BarSwitch $byCss={!hydrated} />}
        {showToggle && (
          // Before hydration the browser opens and closes it (with JavaScript off too) and the panel is
          // in the page; once hydrated React decides, and draws the panel only while it is open.
          <MenuDetails ref={menuDetails} $byCss={!hydrated} open={menuOpen}>
            {/* A plain summary: the browser tells assistive technology whether its details is open. It
                names the panel only while the panel is drawn, never an element that is not there. */}
            <MenuToggle
              ref={toggle}
              aria-controls={panelDrawn ? menuId : undefined}
              onClick={(e) => {
                e.preventDefault();
                setMenuOpen((o) => !o);
              }}
            >
              <Burger aria-hidden="true" />
              {menuOpen ? t('closeMenu') : t('menu')}
            </MenuToggle>
            {panelDrawn && <MobileMenu items={items} id={menuId} onClose={close} />}
          </MenuDetails>
        )}
        {showRows && (
          <>
            <DesktopNav aria-label={t('mainNav')} $byCss={!hydrated}>
              {navRows(items).map((row, index) => (
                <Row key={index}>
                  {row.map((item) => (
                    <li key={item.label}>
                      <NavEntry item={item} />
                    </li>
                  ))}
                </Row>
              ))}
            </DesktopNav>
            <Account $byCss={!hydrated}>
              <AccountSwitch />
              <SearchToggle open={search.open} controls={searchId} onClick={search.toggle} />
              <ProfileMenu />
            </Account>
          </>
        )}
      </Bar>
      {!isMobile && search.open && (
        <SearchRow id={searchId}>
          <SearchForm focusOnOpen onDone={search.close} />
        </SearchRow>
      )}
    </Header>
  );
});

const Header = styled.header<{ $hidden: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  transition: transform 0.25s ease;
`;

const Banner = styled.p`
  ${({ theme }) => theme.media.mobile} {
    .more {
      display: none;
    }
  }
  margin: 0;
  padding: 6px 16px;
  text-align: center;
  font-size: 0.875rem;
  background: ${({ theme }) => theme.color.warningLight};
  color: ${({ theme }) => theme.color.warning};
`;

// Mobile: brand and menu button. 768 px up: brand and account on one line, the two link rows below at
// full width (8 items fit from 768 px). From 1200 px: brand, links and account on one line; there the
// brand's subtitle wraps onto two short lines so that the 8 links of the first row (SPEC.md §2.2) keep
// their row beside a signed-in user's profile button (it pushed one link onto a
// middle row).
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 8px 16px;
  ${({ theme }) => theme.media.desktop} {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas: 'brand account' 'nav nav';
    row-gap: 4px;
  }
  @media (min-width: 1200px) {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'brand nav account';
  }
`;

/** Until hydrated: shown from 768 px only (the link rows and the account menu). */
const wideOnly = css<{ $byCss?: boolean }>`
  ${({ $byCss, theme }) =>
    $byCss &&
    css`
      ${theme.media.mobile} {
        display: none !important;
      }
    `}
`;

const Account = styled.div<{ $byCss?: boolean }>`
  grid-area: account;
  ${wideOnly}
  display: flex;
  align-items: center;
`;

const SearchRow = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 4px 16px 12px;
`;

const Brand = styled(Link)`
  grid-area: brand;
  display: flex;
  align-items: center;
  gap: 10px;
  margin-right: auto;
  color: ${({ theme }) => theme.color.primaryDark};
  text-decoration: none;
  span {
    display: flex;
    flex-direction: column;
    line-height: 1.15;
  }
  b {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 1.3rem;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.75rem;
  }
  ${({ theme }) => theme.media.mobile} {
    small {
      display: none;
    }
  }
  @media (min-width: 420px) {
    small {
      display: inline;
    }
  }
  @media (min-width: 1200px) {
    small {
      max-width: 13em;
    }
  }
`;

const Logo = styled.span`
  display: inline-flex !important;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-size: 1.6rem;
  font-weight: 700;
`;

const DesktopNav = styled.nav<{ $byCss?: boolean }>`
  ${wideOnly}
  grid-area: nav;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  @media (min-width: 1200px) {
    align-items: flex-end;
  }
`;

// A row never wraps: each row is one of SPEC.md §2.2's two rows, and the layout above gives it the room.
const Row = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 5px 7px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
  }
  @media (min-width: 900px) {
    a {
      padding: 5px 9px;
      font-size: 0.9rem;
    }
  }
`;

const switchLook = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;

/** Beside the search button from 768 px. */
const AccountSwitch = styled(LanguageSwitch)`
  ${switchLook}
  margin-right: 6px;
`;

/** Beside the menu button below 768 px: there with JavaScript off too, where the menu cannot open. */
const BarSwitch = styled(LanguageSwitch).withConfig({ shouldForwardProp: (prop) => prop !== '$byCss' })<{
  $byCss?: boolean;
}>`
  ${switchLook}
  min-height: 44px;
  ${({ $byCss, theme }) =>
    $byCss &&
    css`
      ${theme.media.desktop} {
        display: none !important;
      }
    `}
`;

const MenuDetails = styled.details<{ $byCss?: boolean }>`
  ${({ $byCss, theme }) =>
    $byCss &&
    css`
      ${theme.media.desktop} {
        display: none !important;
      }
    `}
`;

const MenuToggle = styled.summary`
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
`;

// A cross while the menu's <details> is open, from its own state: right before hydration too.
const Burger = styled.span`
  position: relative;
  width: 18px;
  height: 2px;
  background: currentColor;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 18px;
    height: 2px;
    background: currentColor;
    transition: transform 0.15s;
  }
  &::before {
    transform: translateY(-6px);
  }
  &::after {
    transform: translateY(6px);
  }
  details[open] > summary > & {
    background: transparent;
    &::before {
      transform: rotate(45deg);
    }
    &::after {
      transform: rotate(-45deg);
    }
  }
`;
