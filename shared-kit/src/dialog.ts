// '@gsvmc/shared-kit/dialog': the kit's dialogs on Radix, a shared singleton of its own so that pages
// without a dialog never download Radix (see index.ts).
export * from './ui/Dialog';
export * from './ui/Modal';
export { ConfirmModal } from './ui/ConfirmModal';
