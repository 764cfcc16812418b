import styled, { keyframes } from 'styled-components';
import { useMessages } from '../i18n/defineMessages';
import { messages } from './messages';

/** Loading indicator; its label is what screen readers and tests find (role "status"). */
export function Spinner({ label }: { label?: string }) {
  const t = useMessages(messages);
  return (
    <Wrap role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </Wrap>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 16px;
  color: ${({ theme }) => theme.color.muted};
`;

const Ring = styled.div`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.primaryLight};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
`;
