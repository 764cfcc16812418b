import { useMemo } from 'react';
import { useAppDispatch } from '../store/hooks';
import { nanoid } from '@reduxjs/toolkit';
import { toastActions, toastAdded } from './toastSlice';

/** A button in the toast, e.g. Undo: pressing it runs `onPress` and closes the toast. */
export interface ToastAction {
  label: string;
  onPress: () => void;
}

export function useToast() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      success: (message: string) => dispatch(toastAdded('success', message)),
      error: (message: string) => dispatch(toastAdded('error', message)),
      info: (message: string) => dispatch(toastAdded('info', message)),
      /** An info toast with a button; it stays longer (LIMITS.actionToastMs) so there is time to press it. */
      withAction: (message: string, action: ToastAction) => {
        const id = nanoid();
        toastActions.set(id, action.onPress);
        dispatch(toastAdded('info', message, action.label, id));
        return id;
      },
    }),
    [dispatch],
  );
}
