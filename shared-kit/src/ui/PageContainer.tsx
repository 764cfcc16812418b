import styled from 'styled-components';

/** The content column of a public page inside the shell's frame. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  ${({ theme }) => theme.media.desktop} {
    padding: 32px 24px 64px;
  }
`;

/** A white card surface used by lists and panels. */
export const Card = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;
