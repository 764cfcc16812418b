import { useEffect } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@gsvmc/shared-types';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toastActions, toastDismissed, type Toast } from './toastSlice';
import { useMessages } from '../i18n/defineMessages';
import { messages } from '../ui/messages';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const t = useMessages(messages);
  useEffect(() => {
    const ms = toast.actionLabel ? LIMITS.actionToastMs : LIMITS.toastMs;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), ms);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.actionLabel]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      {toast.actionLabel && (
        <Action
          type="button"
          onClick={() => {
            toastActions.get(toast.id)?.();
            dispatch(toastDismissed(toast.id));
          }}
        >
          {toast.actionLabel}
        </Action>
      )}
      <Close type="button" aria-label={t('dismissNotification')} onClick={() => dispatch(toastDismissed(toast.id))}>
        ×
      </Close>
    </Item>
  );
}

export function ToastArea() {
  const items = useAppSelector((s) => s.toast.items);
  const t = useMessages(messages);
  return (
    // A named region, so screen-reader users can find the notifications; the items announce themselves.
    <Area aria-label={t('notifications')}>
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Area>
  );
}

// Top right (SPEC.md §2.1), below the public frame's fixed header: the frame publishes its height as
// --site-header-height (0 where there is no such header, as in the admin portal).
const Area = styled.section`
  position: fixed;
  top: calc(var(--site-header-height, 0px) + 12px);
  right: 16px;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(360px, calc(100vw - 32px));
`;

const Item = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.md};
  background: ${({ theme, $kind }) =>
    $kind === 'success' ? theme.color.success : $kind === 'error' ? theme.color.danger : theme.color.primary};
  span {
    flex: 1;
  }
`;

const Action = styled.button`
  background: #fff;
  color: ${({ theme }) => theme.color.primary};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: 4px 10px;
  min-height: 32px;
  font-weight: 700;
  cursor: pointer;
`;

const Close = styled.button`
  background: none;
  border: 0;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;
