// Toasts (SPEC.md §2.1, §9): one area at the top right, each closing after 3000 ms. Any remote raises
// one through useToast(); the shell renders <ToastArea/>.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** A button beside the message ("Undo"); what it does is kept in toastActions, outside the store. */
  actionLabel?: string;
}

/** Toast id → what its button does (functions are not state; the toast's closing forgets it). */
export const toastActions = new Map<string, () => void>();

export const toastSlice = createSlice({
  name: 'toast',
  initialState: { items: [] as Toast[] },
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      prepare(kind: ToastKind, message: string, actionLabel?: string, id: string = nanoid()) {
        return { payload: { id, kind, message, ...(actionLabel ? { actionLabel } : {}) } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
      toastActions.delete(action.payload);
    },
  },
});

export const { toastAdded, toastDismissed } = toastSlice.actions;
