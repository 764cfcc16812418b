// Promise-based confirmation in place of window.confirm: `if (await confirm('...')) ...`.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ConfirmRequest } from './ConfirmModal';
import { translate } from '../i18n/defineMessages';
import { useLocale } from '../i18n/locale';
import { messages } from './messages';

type ModalProps = { request: ConfirmRequest; onAnswer: (ok: boolean) => void };

// The dialog itself comes with '@gsvmc/shared-kit/dialog' (Radix), fetched when the first question is
// asked: every page has this provider, few pages ask.
// If it cannot be fetched (connection lost), the browser's own confirm box asks instead.
const ConfirmModal = lazy<ComponentType<ModalProps>>(() =>
  import('@gsvmc/shared-kit/dialog').then(
    (m) => ({ default: m.ConfirmModal }),
    () => ({ default: NativeConfirm }),
  ),
);

function NativeConfirm({ request, onAnswer }: ModalProps) {
  useEffect(() => onAnswer(window.confirm(request.message)), [request, onAnswer]);
  return null;
}

type Confirm = (
  message: string,
  /** `cancelLabel` names the "no" answer where "Cancel" would not say what it does (e.g. "Keep everything"). */
  options?: { confirmLabel?: string; title?: string; cancelLabel?: string },
) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * `dismissKey`: when it changes, an open question is answered "no". KitProviders passes the session's
 * token, so a question asked in one session never outlives it; this primitive knows nothing of auth.
 */
export function ConfirmProvider({ children, dismissKey }: { children: ReactNode; dismissKey?: unknown }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  // The page's language when a question is asked (the callback itself stays the same across renders).
  const locale = useLocale();
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((message, options) => {
    resolver.current?.(false);
    setRequest({
      message,
      confirmLabel: options?.confirmLabel ?? translate(messages, localeRef.current, 'confirmDelete'),
      title: options?.title ?? translate(messages, localeRef.current, 'confirmTitle'),
      cancelLabel: options?.cancelLabel ?? translate(messages, localeRef.current, 'cancel'),
      closeLabel: translate(messages, localeRef.current, 'close'),
    });
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
        <Suspense fallback={null}>
          <ConfirmModal request={request} onAnswer={settle} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a <ConfirmProvider> (KitProviders) above it');
  return confirm;
}
