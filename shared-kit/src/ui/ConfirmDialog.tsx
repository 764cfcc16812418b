// Promise-based confirmation in place of window.confirm: `if (await confirm('...')) ...`.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Modal } from './Modal';
import { Button } from './Button';

type Confirm = (message: string, options?: { confirmLabel?: string; title?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * `dismissKey`: when it changes, an open question is answered "no". KitProviders passes the session's
 * token, so a question asked in one session never outlives it; this primitive knows nothing of auth.
 */
export function ConfirmProvider({ children, dismissKey }: { children: ReactNode; dismissKey?: unknown }) {
  const [request, setRequest] = useState<{ message: string; confirmLabel: string; title: string } | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((message, options) => {
    resolver.current?.(false);
    setRequest({ message, confirmLabel: options?.confirmLabel ?? 'Delete', title: options?.title ?? 'Please confirm' });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = useCallback((ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setRequest(null);
  }, []);

  // A question asked for one page or one session must not outlive it: the browser's Back button, or
  // a change of `dismissKey` (the session ended), answers it with "no".
  const open = request !== null;
  useEffect(() => {
    if (!open) return;
    const cancel = () => settle(false);
    window.addEventListener('popstate', cancel);
    return () => window.removeEventListener('popstate', cancel);
  }, [open, settle]);
  const askedUnder = useRef(dismissKey);
  useEffect(() => {
    if (askedUnder.current !== dismissKey && open) settle(false);
    askedUnder.current = dismissKey;
  }, [dismissKey, open, settle]);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <Modal title={request.title} onClose={() => settle(false)} width={420}>
          <p>{request.message}</p>
          <Buttons>
            <Button $variant="secondary" onClick={() => settle(false)}>
              Cancel
            </Button>
            <Button $variant="danger" onClick={() => settle(true)}>
              {request.confirmLabel}
            </Button>
          </Buttons>
        </Modal>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> (KitProviders) above it');
  return confirm;
}

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
