import { useEffect } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@gsvmc/shared-types';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { toastDismissed, type Toast } from './toastSlice';
import { forgetToastAction, runToastAction } from './useToast';
import { useMessages } from '../i18n/defineMessages';
import { messages } from '../ui/messages';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const t = useMessages(messages);
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.durationMs ?? LIMITS.toastMs);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id, toast.durationMs]);
  // Closed by its timer, its × or its button: a later press cannot run the action again.
  useEffect(() => () => forgetToastAction(toast.id), [toast.id]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      {toast.actionLabel && (
        <Action
          type="button"
          onClick={() => {
            runToastAction(toast.id);
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
// --site-header-height (0 where there is no such header, as in the admin portal). On a phone the top
// of the screen is where the page editor's sticky Save and Publish bar sits, so a toast there (an
// Undo after a removal) would cover the very buttons the clerk needs next: phones get them at the
// bottom, across the width, clear of the system's gesture bar.
const Area = styled.section`
  position: fixed;
  top: calc(var(--site-header-height, 0px) + 12px);
  right: 16px;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(360px, calc(100vw - 32px));
  ${({ theme }) => theme.media.mobile} {
    top: auto;
    bottom: calc(16px + env(safe-area-inset-bottom, 0px));
    left: 16px;
    max-width: none;
  }
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
  align-self: center;
  min-height: 44px;
  padding: 4px 10px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  white-space: nowrap;
`;

const Close = styled.button`
  background: none;
  border: 0;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;
