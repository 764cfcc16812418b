// The admin frame's look: the wide sidebar, and below 768 px the top bar and the slide-in drawer.
import { Link } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { LIMITS } from '@gsvmc/shared-types';

// Sticky rather than fixed on wide screens, so the sidebar sits right whether or not a frame is above it.
// The sidebar's colour is also the frame's background under its column, so on a long page the column
// runs to the bottom of the page rather than stopping after one screen.
// On a phone the frame publishes its top bar's height as --admin-top-bar-height, for a page's own sticky
// bar (the page editor's Save and Publish) to stick below it rather than slide under it.
export const Frame = styled.div<{ $mobile: boolean }>`
  --admin-top-bar-height: ${({ $mobile }) => ($mobile ? `${LIMITS.adminTopBarPx}px` : '0px')};
  display: ${({ $mobile }) => ($mobile ? 'block' : 'flex')};
  align-items: flex-start;
  min-height: 100vh;
  background: ${({ theme, $mobile }) =>
    $mobile
      ? theme.color.background
      : `linear-gradient(to right, ${theme.color.primaryDark} ${LIMITS.adminSidebarPx}px, ${theme.color.background} ${LIMITS.adminSidebarPx}px)`};
`;

export const TopBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 500;
  display: flex;
  align-items: center;
  gap: 10px;
  height: ${LIMITS.adminTopBarPx}px;
  padding: 0 12px;
  background: ${({ theme }) => theme.color.primaryDark};
  color: #fff;
`;

export const TopTitle = styled.span`
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

export const MenuButton = styled.button`
  ${iconButton}
`;

export const CloseButton = styled.button`
  ${iconButton}
  margin-left: auto;
  font-size: 1.75rem;
  line-height: 1;
`;

export const Burger = styled.span`
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

export const Backdrop = styled.div`
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

export const Sidebar = styled.aside<{ $mobile: boolean }>`
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

export const Languages = styled.div`
  padding: 12px 16px 0;
`;

export const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 20px 16px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.15);
`;

export const Badge = styled.span`
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

export const BrandTitle = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 1.2rem;
  font-weight: 700;
`;

export const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 16px 12px;
  list-style: none;
`;

export const SideLink = styled(Link)`
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

export const Bottom = styled.div`
  margin-top: auto;
  padding: 16px 12px 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

export const LogoutButton = styled.button`
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

export const Main = styled.main<{ $mobile: boolean }>`
  flex: 1;
  min-width: 0;
  padding: ${({ $mobile }) => ($mobile ? '20px 14px 40px' : '32px 32px 48px')};
`;
