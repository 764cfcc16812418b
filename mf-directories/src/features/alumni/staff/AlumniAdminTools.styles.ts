// The look of AlumniAdminTools: its styled parts, kept apart from what the page does.
import styled from 'styled-components';
import { Card } from '@gsvmc/shared-kit';

export const Panel = styled(Card)`
  padding: 16px 20px;
  margin-bottom: 24px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

// Side by side when there is room for both, stacked otherwise: measured on the panel's own width, as
// in the admin portal the sidebar takes 256 px of an 820 px screen.
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: 16px 32px;
  align-items: start;
`;

export const Hint = styled.p`
  margin: 6px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const UploadForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

export const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  input {
    flex: 1 1 220px;
    min-width: 0;
    padding: 6px;
    border: 1px dashed ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.background};
  }
`;

export const Message = styled.p<{ $kind?: 'success' | 'error' }>`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $kind }) =>
    $kind === 'success'
      ? theme.color.primaryLight
      : $kind === 'error'
        ? theme.color.dangerLight
        : theme.color.background};
  color: ${({ theme, $kind }) =>
    $kind === 'success' ? theme.color.success : $kind === 'error' ? theme.color.danger : theme.color.text};
  font-weight: 600;
`;

export const RowErrors = styled.section`
  margin-top: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningLight};
  h3 {
    margin: 0 0 6px;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.color.warning};
  }
  ul {
    margin: 8px 0 0;
    padding-left: 20px;
    max-height: 240px;
    overflow: auto;
  }
`;
