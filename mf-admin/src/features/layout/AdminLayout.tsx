// The admin portal frame of SPEC.md §2.14: a 256 px sidebar on wide screens; below 768 px a 288 px
// slide-in drawer, the kit's dialog while open (focus moves in, stays in, and returns to the menu button).
import { useCallback, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { LIMITS } from '@gsvmc/shared-types';
import { useAuth, useIsMobile, useLogout, useMessages } from '@gsvmc/shared-kit';
import { DialogContent, DialogFrame, DialogOverlay, DialogTitle } from '@gsvmc/shared-kit/dialog';
import { ADMIN_LINKS } from './adminLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './messages';

export default function AdminLayout() {
  const { user, isAdmin } = useAuth();
  const t = useMessages(layoutMessages);
  const links = ADMIN_LINKS.filter((link) => isAdmin || !link.adminOnly);
  const logout = useLogout();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const close = useCallback(() => setOpen(false), []);

  // Resizing to 768 px or wider closes the drawer (SPEC.md §2.14).
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);

  // Any navigation, including a link chosen in the drawer, closes it.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
  };

  const initial = (user?.username?.trim()[0] ?? user?.email?.[0] ?? 'A').toUpperCase();

  const body = (
    <>
      <Brand>
        <Badge
          role="img"
          aria-label={user ? t('signedInAs', { name: user.username }) : t('administrator')}
          title={user?.username}
        >
          {initial}
        </Badge>
        <BrandTitle>{t('adminPortal')}</BrandTitle>
        {isMobile && (
          <CloseButton type="button" aria-label={t('closeMenu')} onClick={close}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        )}
      </Brand>
      <Languages>
        <LanguageSwitch />
      </Languages>
      <nav aria-label={t('adminNav')}>
        <LinkList>
          {links.map((link) => (
            <li key={link.to}>
              {/* Highlighted by exact path match (SPEC.md §2.14), or on a page within the link's section. */}
              <SideLink to={link.to} aria-current={isCurrent(link, pathname) ? 'page' : undefined} onClick={close}>
                {t(link.label)}
              </SideLink>
            </li>
          ))}
        </LinkList>
      </nav>
      <Bottom>
        <LogoutButton type="button" onClick={onLogout} disabled={loggingOut}>
          {loggingOut ? t('loggingOut') : t('logout')}
        </LogoutButton>
      </Bottom>
    </>
  );

  return (
    <Frame $mobile={isMobile}>
      {isMobile && (
        <TopBar>
          <MenuButton
            type="button"
            aria-label={t('openMenu')}
            aria-expanded={open}
            aria-controls="admin-sidebar"
            onClick={() => setOpen(true)}
          >
            <Burger aria-hidden="true" />
          </MenuButton>
          <TopTitle>{t('adminPortal')}</TopTitle>
        </TopBar>
      )}
      {!isMobile && (
        <Sidebar id="admin-sidebar" $mobile={false} aria-label={t('adminNavigation')}>
          {body}
        </Sidebar>
      )}
      {isMobile && open && (
        <DialogFrame onClose={close}>
          <DialogOverlay asChild>
            <Backdrop data-testid="admin-drawer-backdrop" />
          </DialogOverlay>
          <DialogContent asChild aria-describedby={undefined}>
            <Sidebar id="admin-sidebar" $mobile>
              <DialogTitle className="visually-hidden">{t('adminNavigation')}</DialogTitle>
              {body}
            </Sidebar>
          </DialogContent>
        </DialogFrame>
      )}
      <Main id="admin-main" $mobile={isMobile}>
        <Outlet />
      </Main>
    </Frame>
  );
}

function isCurrent(link: (typeof ADMIN_LINKS)[number], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === link.to || (link.within !== undefined && path.startsWith(link.within));
}

// Sticky rather than fixed on wide screens, so the sidebar sits right whether or not a frame is above it.
// The sidebar's colour is also the frame's background under its column, so on a long page the column
// runs to the bottom of the page rather than stopping after one screen.
const Frame = styled.div<{ $mobile: boolean }>`
  display: ${({ $mobile }) => ($mobile ? 'block' : 'flex')};
  align-items: flex-start;
  min-height: 100vh;
  background: ${({ theme, $mobile }) =>
    $mobile
      ? theme.color.background
      : `linear-gradient(to right, ${theme.color.primaryDark} ${LIMITS.adminSidebarPx}px, ${theme.color.background} ${LIMITS.adminSidebarPx}px)`};
`;

const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 500;
  display: flex;
  align-items: center;
  gap: 10px;
  height: 56px;
  padding: 0 12px;
  background: ${({ theme }) => theme.color.primaryDark};
  color: #fff;
`;

const TopTitle = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.15rem;
  font-weight: 700;
`;

const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: -3px;
  }
`;

const MenuButton = styled.button`
  ${iconButton}
`;

const CloseButton = styled.button`
  ${iconButton}
  margin-left: auto;
  font-size: 1.75rem;
  line-height: 1;
`;

const Burger = styled.span`
  position: relative;
  width: 22px;
  height: 2px;
  background: currentColor;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 22px;
    height: 2px;
    background: currentColor;
  }
  &::before {
    top: -7px;
  }
  &::after {
    top: 7px;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 600;
  background: rgba(16, 24, 40, 0.55);
`;

const slideIn = keyframes`
  from {
    transform: translateX(-100%);
  }
  to {
    transform: translateX(0);
  }
`;

const Sidebar = styled.aside<{ $mobile: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.primaryDark};
  color: #fff;
  ${({ $mobile }) =>
    $mobile
      ? css`
          position: fixed;
          top: 0;
          bottom: 0;
          left: 0;
          z-index: 700;
          width: min(${LIMITS.adminDrawerPx}px, 100vw);
          overflow-y: auto;
          box-shadow: 4px 0 24px rgba(0, 0, 0, 0.3);
          animation: ${slideIn} 0.25s ease;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
          }
        `
      : css`
          position: sticky;
          top: 0;
          flex: 0 0 ${LIMITS.adminSidebarPx}px;
          width: ${LIMITS.adminSidebarPx}px;
          height: 100vh;
          overflow-y: auto;
        `}
`;

const Languages = styled.div`
  padding: 12px 16px 0;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 16px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.15);
`;

const Badge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: #fff;
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 700;
  font-size: 1.1rem;
`;

const BrandTitle = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.2rem;
  font-weight: 700;
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 16px 12px;
  list-style: none;
`;

const SideLink = styled(Link)`
  display: block;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: rgba(255, 255, 255, 0.9);
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
  }
  &[aria-current='page'] {
    background: #fff;
    color: ${({ theme }) => theme.color.primaryDark};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 1px;
  }
`;

const Bottom = styled.div`
  margin-top: auto;
  padding: 16px 12px 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

const LogoutButton = styled.button`
  width: 100%;
  min-height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Main = styled.main<{ $mobile: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ $mobile }) => ($mobile ? '20px 14px 40px' : '32px 32px 48px')};
`;
