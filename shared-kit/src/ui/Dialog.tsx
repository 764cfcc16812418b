// The kit's one dialog, on Radix UI's Dialog (a well-kept accessible primitive) instead of
// hand-written focus traps: focus moves in and stays in, Escape and a press outside close only the
// top dialog, the page behind is hidden from assistive technology and does not scroll, and focus
// returns to where it was. Modal (a titled panel), the gallery's Lightbox and the admin drawer are
// each this dialog with their own look: style the parts with `asChild`.
import { createContext, forwardRef, useContext, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';

// Radix returns focus to its Dialog.Trigger; these dialogs are opened by any control (a row's Edit
// button, a photo, a confirm() call), so the frame remembers what had focus when it opened.
const OpenerContext = createContext<HTMLElement | null>(null);

/** An open dialog: render it while it should be open (`{open && <DialogFrame ...>}`). */
export function DialogFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  // Read during the first render, before the dialog takes focus.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (
    <OpenerContext.Provider value={opener}>
      <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
        <RadixDialog.Portal>{children}</RadixDialog.Portal>
      </RadixDialog.Root>
    </OpenerContext.Provider>
  );
}

/**
 * The dialog element; on close, focus goes back to what opened it (if it is still on the page).
 * Pass `aria-describedby={undefined}` when no description is given.
 */
export const DialogContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixDialog.Content>>(
  function DialogContent({ onCloseAutoFocus, ...props }, ref) {
    const opener = useContext(OpenerContext);
    return (
      <RadixDialog.Content
        ref={ref}
        {...props}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          if (opener?.isConnected) opener.focus();
        }}
      />
    );
  },
);

/** Drawn behind the dialog; a press on it closes. The content may sit inside it (to centre it). */
export const DialogOverlay = RadixDialog.Overlay;
/** The dialog's name (an h2). Every dialog has one, visually hidden where the design has no title. */
export const DialogTitle = RadixDialog.Title;
/** A button that closes the dialog it is in. */
export const DialogClose = RadixDialog.Close;
