// Toasts (SPEC.md §2.1, §9): one area at the top right, each closing after 3000 ms. Any remote raises
// one through useToast(); the shell renders <ToastArea/>.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { LIMITS } from '@gsvmc/shared-types';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** The words of the toast's one button ("Undo"); what it does is kept outside the store (useToast). */
  actionLabel?: string;
  /** How long it stays; a toast with a button stays longer, long enough to reach for it. */
  durationMs?: number;
}

/** How long a toast with a button (Undo) stays: time to read it and change one's mind. */
export const ACTION_TOAST_MS = LIMITS.actionToastMs;

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      prepare(kind: ToastKind, message: string, extra: Pick<Toast, 'actionLabel' | 'durationMs'> = {}) {
        return { payload: { id: nanoid(), kind, message, ...extra } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastAdded, toastDismissed } = toastSlice.actions;
