// The header's look: the fixed bar, brand, link rows, account corner, language switches and the
// mobile menu's button. Before hydration ($byCss) CSS alone picks the wide or the narrow parts.
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { latinFirstFonts, phoneTapTarget, TAP_TARGET_PX, thumbHeight } from '@gsvmc/shared-kit';
import { LanguageSwitch } from '../../components/LanguageSwitch';

export const Header = styled.header<{ $hidden: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  transition: transform 0.25s ease;
`;

// Mobile: brand and menu button. 768 px up: brand and account on one line, the two link rows below at
// full width (8 items fit from 768 px). From 1200 px: brand, links and account on one line; there the
// brand's subtitle wraps onto two short lines so that the 8 links of the first row (SPEC.md §2.2) keep
// their row beside a signed-in user's profile button (it pushed one link onto a
// middle row).
export const Bar = styled.div`
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

export const Account = styled.div<{ $byCss?: boolean }>`
  grid-area: account;
  ${wideOnly}
  display: flex;
  align-items: center;
`;

export const SearchRow = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 4px 16px 12px;
`;

export const Brand = styled(Link)`
  grid-area: brand;
  display: flex;
  align-items: center;
  gap: 10px;
  margin-right: auto;
  min-height: ${TAP_TARGET_PX}px;
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

export const Logo = styled.span`
  display: inline-flex !important;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  /* A Latin sign: the same glyph in both languages (a Bengali font has a "+" of its own). */
  font-family: ${latinFirstFonts.body};
  font-size: 1.6rem;
  font-weight: 700;
`;

export const DesktopNav = styled.nav<{ $byCss?: boolean }>`
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
export const Row = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    justify-content: center;
    padding: 5px 7px;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.text};
    font-size: 0.875rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    /* A tablet held in the hand (820 px, touch) shows these rows too: a thumb gets 44 px there. */
    ${phoneTapTarget}
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
  ${thumbHeight}
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
export const AccountSwitch = styled(LanguageSwitch)`
  ${switchLook}
  margin-right: 6px;
`;

/** Beside the menu button below 768 px: there with JavaScript off too, where the menu cannot open. */
export const BarSwitch = styled(LanguageSwitch).withConfig({ shouldForwardProp: (prop) => prop !== '$byCss' })<{
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

export const MenuDetails = styled.details<{ $byCss?: boolean }>`
  ${({ $byCss, theme }) =>
    $byCss &&
    css`
      ${theme.media.desktop} {
        display: none !important;
      }
    `}
  /* Before hydration the browser's open state names the button: Close (its data-close-label) while open. */
  &[open] > summary[data-close-label] > [data-when='closed'] {
    display: none;
  }
  &[open] > summary[data-close-label]::after {
    content: attr(data-close-label);
  }
`;

export const MenuToggle = styled.summary`
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
export const Burger = styled.span`
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
