import { css } from 'styled-components';

/**
 * A link drawn as the kit's secondary button (outlined, the primary colour), a thumb's target on every
 * width: "Back to Departments", a latest notice's Download PDF.
 */
export const secondaryButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  padding: 8px 18px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;
