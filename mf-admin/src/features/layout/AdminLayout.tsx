// The admin portal frame of SPEC.md §2.14: a 256 px sidebar on wide screens; below 768 px a 288 px
// slide-in drawer, the kit's dialog while open (focus moves in, stays in, and returns to the menu button).
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth, useIsMobile, useLogout, useMessages } from '@gsvmc/shared-kit';
import { DialogContent, DialogFrame, DialogOverlay, DialogTitle } from '@gsvmc/shared-kit/dialog';
import { ADMIN_LINKS } from './adminLinks';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './messages';
import {
  Backdrop,
  Badge,
  Bottom,
  Brand,
  BrandTitle,
  Burger,
  CloseButton,
  Frame,
  Languages,
  LinkList,
  LogoutButton,
  Main,
  MenuButton,
  SideLink,
  Sidebar,
  TopBar,
  TopTitle,
} from './AdminLayout.styles';

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
          {/* A tap on the backdrop closes the drawer by itself: Radix's outside-tap listener starts a task
              after the drawer opens, and a tap that came first (a busy phone) was lost. */}
          <DialogOverlay asChild>
            <Backdrop data-testid="admin-drawer-backdrop" onClick={close} />
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
