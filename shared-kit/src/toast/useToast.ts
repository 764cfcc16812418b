import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { ACTION_TOAST_MS, toastAdded, type ToastKind } from './toastSlice';

/** A toast's one button: its words and what pressing it does (Undo after a delete). */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

// What each toast's button does, by toast id. Functions do not belong in the Redux store (it is
// serialisable), so the store keeps the button's words and this map keeps the deed.
const actions = new Map<string, () => void>();

/** Runs and forgets the action of toast `id` (ToastArea, when its button is pressed). */
export function runToastAction(id: string): void {
  const action = actions.get(id);
  actions.delete(id);
  action?.();
}

/** Forgets the action of a toast that closed without it being pressed. */
export function forgetToastAction(id: string): void {
  actions.delete(id);
}

export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const raise = (kind: ToastKind, message: string, action?: ToastAction) => {
      const added = dispatch(
        toastAdded(kind, message, action ? { actionLabel: action.label, durationMs: ACTION_TOAST_MS } : {}),
      );
      if (action) actions.set(added.payload.id, action.onAction);
      return added;
    };
    return {
      success: (message: string, action?: ToastAction) => raise('success', message, action),
      error: (message: string, action?: ToastAction) => raise('error', message, action),
      info: (message: string, action?: ToastAction) => raise('info', message, action),
    };
  }, [dispatch]);
}
