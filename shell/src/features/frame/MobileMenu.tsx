// Below 768 px (SPEC.md §2.2): a menu button opens a panel with Home, expandable groups and Webmail,
// then the account links. One group is open at a time; the current page's group opens by itself.
import { useEffect, useId, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth, useLogout, useMessages } from '@gsvmc/shared-kit';
import { isGroup, mobileSections, type NavItem } from './navItems';
import { NavEntry } from './NavEntry';
import { menuItem } from './menuItem';
import { SearchForm } from './HeaderSearch';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { frameMessages } from './messages';
import { PATHS } from '@gsvmc/shared-types';

export function MobileMenu({ items, id, onClose }: { items: NavItem[]; id: string; onClose: () => void }) {
  const sections = mobileSections(items);
  const { pathname } = useLocation();
  const current = sections.find((s) => isGroup(s) && s.items.some((i) => i.kind === 'route' && i.to === pathname));
  const [openGroup, setOpenGroup] = useState<string | null>(current && isGroup(current) ? current.label : null);
  const { isLoggedIn, isStaff, status } = useAuth();
  const logout = useLogout();
  const groupIdBase = useId();
  const t = useMessages(frameMessages);

  return (
    <Panel id={id} aria-label={t('mainMenu')}>
      <MenuSearch>
        <SearchForm onDone={onClose} />
      </MenuSearch>
      <ul>
        {sections.map((section, index) =>
          isGroup(section) ? (
            <li key={section.label}>
              <GroupButton
                type="button"
                aria-expanded={openGroup === section.label}
                aria-controls={`${groupIdBase}-${index}`}
                onClick={() => setOpenGroup((g) => (g === section.label ? null : section.label))}
              >
                {t(section.label)}
                <Chevron aria-hidden="true" $open={openGroup === section.label}>
                  ▾
                </Chevron>
              </GroupButton>
              <SubList id={`${groupIdBase}-${index}`} hidden={openGroup !== section.label}>
                {section.items.map((item) => (
                  <li key={item.label}>
                    <NavEntry item={item} onNavigate={onClose} />
                  </li>
                ))}
              </SubList>
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
                  <Link to={PATHS.admin} onClick={onClose}>
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
            <li>
              <Link to={PATHS.login} onClick={onClose}>
                {t('login')}
              </Link>
            </li>
          ))}
        {/* The other language, as in the bar above: where a menu's reader looks for it. */}
        <li>
          <LanguageSwitch />
        </li>
      </Account>
    </Panel>
  );
}

/** Closes the menu on Escape (focus back on the toggle) and when the page changes. */
export function useMobileMenuClose(open: boolean, close: () => void, toggle: RefObject<HTMLButtonElement | null>) {
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);
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

const Panel = styled.nav`
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
  button {
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

const GroupButton = styled.button``;

const Chevron = styled.span<{ $open: boolean }>`
  transition: transform 0.15s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
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
