// Below 768 px (SPEC.md §2.2): a menu button opens a panel with Home, expandable groups and Webmail,
// then the account links. One group is open at a time; the current page's group opens by itself.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useLogout, useMessages, useHydrated } from '@gsvmc/shared-kit';
import { isGroup, mobileSections, type NavItem } from './navItems';
import { NavEntry } from './NavEntry';
import { menuItem } from './menuItem';
import { SearchForm } from './HeaderSearch';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { frameMessages } from './messages';
import { PATHS } from '@gsvmc/shared-types';
import { portalLinkReloads } from '../../federation/words';

export function MobileMenu({ items, id, onClose }: { items: NavItem[]; id: string; onClose: () => void }) {
  const sections = mobileSections(items);
  const { pathname } = useLocation();
  const current = sections.find((s) => isGroup(s) && s.items.some((i) => i.kind === 'route' && i.to === pathname));
  const [openGroup, setOpenGroup] = useState<string | null>(current && isGroup(current) ? current.label : null);
  const { isLoggedIn, isStaff, status } = useAuth();
  const logout = useLogout();
  const groupIdBase = useId();
  const t = useMessages(frameMessages);
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);
  // Each group is a native <details> (one open at a time by its shared name), so the groups open from
  // the server's HTML before hydration and with JavaScript off. A group the visitor opened meanwhile
  // stays open once React takes over.
  useLayoutEffect(() => {
    const opened = list.current?.querySelector<HTMLElement>(':scope > li > details[open]');
    const label = opened?.dataset.group;
    if (label) setOpenGroup(label);
  }, []);

  return (
    <Panel id={id} aria-label={t('mainMenu')}>
      <MenuSearch>
        <SearchForm onDone={onClose} />
      </MenuSearch>
      <ul ref={list}>
        {sections.map((section, index) =>
          isGroup(section) ? (
            <li key={section.label}>
              <details name={`${groupIdBase}-groups`} data-group={section.label} open={openGroup === section.label}>
                {/* A plain summary: the browser tells assistive technology whether its details is open. It
                    names its list only while the list is drawn, never an element that is not there. */}
                <GroupToggle
                  aria-controls={!hydrated || openGroup === section.label ? `${groupIdBase}-${index}` : undefined}
                  onClick={(e) => {
                    e.preventDefault();
                    setOpenGroup((g) => (g === section.label ? null : section.label));
                  }}
                >
                  {t(section.label)}
                  <Chevron aria-hidden="true">▾</Chevron>
                </GroupToggle>
                {(!hydrated || openGroup === section.label) && (
                  <SubList id={`${groupIdBase}-${index}`}>
                    {section.items.map((item) => (
                      <li key={item.label}>
                        <NavEntry item={item} onNavigate={onClose} />
                      </li>
                    ))}
                  </SubList>
                )}
              </details>
            </li>
          ) : (
            <li key={section.label}>
              <NavEntry item={section} onNavigate={onClose} />
            </li>
          ),
        )}
      </ul>
      <Account>
        {status === 'ready' &&
          (isLoggedIn ? (
            <>
              <li>
                <Link to={PATHS.profile} onClick={onClose}>
                  {t('profile')}
                </Link>
              </li>
              {isStaff && (
                <li>
                  <Link to={PATHS.admin} onClick={onClose} reloadDocument={portalLinkReloads()}>
                    {t('adminDashboard')}
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    void logout();
                  }}
                >
                  {t('logout')}
                </button>
              </li>
            </>
          ) : (
            <LoginEntry onClose={onClose} />
          ))}
        {/* Before the script runs (and with JavaScript off, where nobody is signed in: the session
            lives in the browser's storage) the menu offers Login; once it runs, the session decides. */}
        {!hydrated && status !== 'ready' && <LoginEntry onClose={onClose} />}
        {/* The other language, as in the bar above: where a menu's reader looks for it. */}
        <li>
          <LanguageSwitch />
        </li>
      </Account>
    </Panel>
  );
}

function LoginEntry({ onClose }: { onClose: () => void }) {
  const t = useMessages(frameMessages);
  return (
    <li>
      <Link to={PATHS.login} onClick={onClose}>
        {t('login')}
      </Link>
    </li>
  );
}

/** Closes the menu on Escape (focus back on the toggle) and when the page changes. */
export function useMobileMenuClose(open: boolean, close: () => void, toggle: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // Only a change of page closes it: a menu opened before hydration stays open when the page hydrates.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        close();
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, toggle]);
}

// Under the whole header, over the page: the menu's <details> sits in the bar beside the brand.
const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  max-height: calc(100vh - 120px);
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: 8px 16px 16px;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${menuItem}
  a,
  button,
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;

const GroupToggle = styled.summary`
  list-style: none;
  cursor: pointer;
  padding: 8px 12px;
  color: ${({ theme }) => theme.color.text};
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
  &::-webkit-details-marker {
    display: none;
  }
`;

// Turned by the <details> element's own state, so it is right before hydration too.
const Chevron = styled.span`
  transition: transform 0.15s;
  details[open] > summary > & {
    transform: rotate(180deg);
  }
`;

const SubList = styled.ul`
  padding-left: 12px !important;
  border-left: 2px solid ${({ theme }) => theme.color.primaryLight};
  margin-left: 12px !important;
  a {
    font-weight: 400;
  }
`;

const Account = styled.ul`
  margin-top: 8px !important;
  padding-top: 8px !important;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const MenuSearch = styled.div`
  padding: 8px 0 10px;
  button[type='submit'] {
    justify-content: center;
  }
`;
