// The confirm question's dialog (ConfirmDialog.tsx asks; this draws). In '@gsvmc/shared-kit/dialog', so
// Radix is downloaded the first time a question is asked, not with every page.
import styled from 'styled-components';
import { Modal } from './Modal';
import { Button } from './Button';

export interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  title: string;
  /** The words in the page's language, chosen by ConfirmDialog.tsx (main entry: it reads the language). */
  cancelLabel: string;
  closeLabel: string;
}

export function ConfirmModal({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (ok: boolean) => void }) {
  return (
    <Modal title={request.title} onClose={() => onAnswer(false)} width={420} closeLabel={request.closeLabel}>
      <p>{request.message}</p>
      <Buttons>
        <Button $variant="secondary" onClick={() => onAnswer(false)}>
          {request.cancelLabel}
        </Button>
        <Button $variant="danger" onClick={() => onAnswer(true)}>
          {request.confirmLabel}
        </Button>
      </Buttons>
    </Modal>
  );
}

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
