// SPEC.md §2.2: signed in -> a profile menu with Profile and, for admins only, Admin Dashboard (plus
// Logout, ours); a visitor sees a Login link. Built as a disclosure (button + list of links) rather
// than an ARIA menu: plain Tab order works and screen readers announce ordinary links.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { phoneTapTarget, useAuth, useLogout, useMessages } from '@gsvmc/shared-kit';
import { menuItem } from './menuItem';
import { frameMessages } from './messages';
import { PATHS } from '@gsvmc/shared-types';
import { portalLinkReloads } from '../../federation/words';

export function ProfileMenu() {
  const { user, isLoggedIn, isStaff, status } = useAuth();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useMessages(frameMessages);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // While the profile asked for on load is on its way, show neither, so Login does not flash.
  if (status === 'checking') return <Placeholder aria-hidden="true" />;
  if (!isLoggedIn || !user) return <LoginLink to={PATHS.login}>{t('login')}</LoginLink>;

  return (
    <Root ref={root}>
      <Toggle ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        <Badge aria-hidden="true">{user.username.charAt(0).toUpperCase()}</Badge>
        <span className="name">{user.username}</span>
        <span className="visually-hidden">{t('accountMenu')}</span>
      </Toggle>
      {open && (
        <Menu id={menuId}>
          <li>
            <Link to={PATHS.profile}>{t('profile')}</Link>
          </li>
          {isStaff && (
            <li>
              <Link to={PATHS.admin} reloadDocument={portalLinkReloads()}>
                {t('adminDashboard')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={() => void logout()}>
              {t('logout')}
            </button>
          </li>
        </Menu>
      )}
    </Root>
  );
}

const Placeholder = styled.span`
  display: inline-block;
  width: 72px;
`;

// 44 px tall on a touch screen (a tablet shows this bar), as every control a thumb uses.
const LoginLink = styled(Link)`
  ${phoneTapTarget}
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 10px 4px 4px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 999px;
  background: #fff;
  font: inherit;
  cursor: pointer;
  ${phoneTapTarget}
  .name {
    max-width: 10em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 700;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
  min-width: 190px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${menuItem}
  a,
  button {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
