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
import {
  getRuntimeConfig,
  MOBILE_QUERY,
  useGetSiteSettingsQuery,
  useMessages,
  useHydrated,
  useMediaQueryOnceHydrated,
} from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';
import { navItems, navRows } from './navItems';
import { NavEntry } from './NavEntry';
import { MobileMenu, useMobileMenuClose } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { SearchForm, SearchToggle, useHeaderSearch } from './HeaderSearch';
import { HeaderBanner } from './HeaderBanner';
import { useHideOnScroll } from './useScrollDirection';
import { frameMessages } from './messages';
import {
  Account,
  AccountSwitch,
  Bar,
  BarSwitch,
  Brand,
  Burger,
  DesktopNav,
  Header,
  Logo,
  MenuDetails,
  MenuToggle,
  Row,
  SearchRow,
} from './SiteHeader.styles';

export const SiteHeader = forwardRef<HTMLElement>(function SiteHeader(_props, ref) {
  // Server-rendered HTML cannot know the screen's width: until hydrated, both the menu button and the
  // link rows are drawn and CSS shows the one that fits ($byCss); then the width decides, as before.
  const hydrated = useHydrated();
  // null until hydrated: the width is not known yet.
  const mobileWidth = useMediaQueryOnceHydrated(MOBILE_QUERY, hydrated);
  const isMobile = mobileWidth ?? false;
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

  useMobileMenuClose(menuOpen, close, toggle);
  // The menu is a native <details>: on a slow phone it opens from the server's HTML before the script
  // has run. A menu the visitor opened before hydration stays open: its state starts from the page.
  useLayoutEffect(() => {
    if (menuDetails.current?.open) setMenuOpen(true);
  }, []);
  // Closed when the screen turns wide; not while the width is unknown, which would close a menu the
  // visitor opened before hydration.
  useEffect(() => {
    if (mobileWidth === false) setMenuOpen(false);
  }, [mobileWidth]);

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
      <HeaderBanner banner={settings?.banner} />
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
              data-close-label={hydrated ? undefined : t('closeMenu')}
              aria-controls={panelDrawn ? menuId : undefined}
              onClick={(e) => {
                e.preventDefault();
                setMenuOpen((o) => !o);
              }}
            >
              <Burger aria-hidden="true" />
              {hydrated ? (
                menuOpen ? (
                  t('closeMenu')
                ) : (
                  t('menu')
                )
              ) : (
                // Opened by the browser before the script runs (or with JavaScript off): CSS names it
                // Close from data-close-label while it is open (MenuDetails).
                <span data-when="closed">{t('menu')}</span>
              )}
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
