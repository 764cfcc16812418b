// The look of AuditPage: its styled parts, kept apart from what the page does.
import styled from 'styled-components';

export const Views = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin: 0 0 16px;
`;

export const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const Item = styled.li`
  padding: 14px 16px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

export const Tag = styled.span`
  padding: 1px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
`;

export const Summary = styled.p`
  margin: 6px 0 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const Changes = styled.ul`
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  > li {
    border-left: 3px solid ${({ theme }) => theme.color.border};
    padding-left: 10px;
  }
`;

export const FieldName = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.muted};
`;

export const Muted = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.8rem;
`;

export const Pager = styled.nav`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  margin: 16px 0;
`;
