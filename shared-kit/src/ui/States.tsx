// The loading ladder's other rungs (STYLE.md): error with retry, and empty.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useMessages } from '../i18n/defineMessages';
import { messages } from './messages';

export function ErrorState({
  message,
  detail,
  onRetry,
  retryLabel,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const t = useMessages(messages);
  return (
    <ErrorBox role="alert">
      <strong>{message}</strong>
      {detail && <p>{detail}</p>}
      {onRetry && (
        <Button $variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      )}
    </ErrorBox>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <Empty role="status">{children}</Empty>;
}

const ErrorBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin: 16px 0;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: ${({ theme }) => theme.color.dangerLight};
  color: ${({ theme }) => theme.color.danger};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

const Empty = styled.p`
  margin: 16px 0;
  padding: 32px 16px;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  background: ${({ theme }) => theme.color.surface};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
