import styled, { css } from 'styled-components';
import { phoneTapTarget } from './tapTarget';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button.attrs<{ $variant?: Variant; type?: string }>((p) => ({
  type: p.type ?? 'button',
}))<{ $variant?: Variant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: ${({ $small }) => ($small ? '32px' : '40px')};
  padding: ${({ $small }) => ($small ? '4px 12px' : '8px 18px')};
  /* On a phone or a touch screen every button is a thumb's target: at least 44 × 44 px. */
  ${phoneTapTarget}
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  transition:
    background 0.15s,
    border-color 0.15s;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.primary};
          border-color: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryLight};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger};
          color: #fff;
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryLight};
          }
        `;
      default:
        return css`
          background: ${theme.color.primary};
          color: #fff;
          &:hover:not(:disabled) {
            background: ${theme.color.primaryDark};
          }
        `;
    }
  }}
`;
