import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DialogClose, DialogContent, DialogFrame, DialogOverlay, DialogTitle } from './Dialog';

/** A titled dialog panel with a Close button (the kit's Dialog, styled). Render it while open. */
export function Modal({
  title,
  onClose,
  children,
  width = 560,
  closeLabel = 'Close',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
  /**
   * The Close button's name in the page's language (`useMessages(kitMessages)('close')` or the
   * caller's own). This file is in the '/dialog' entry, which cannot read the language context of
   * the main entry without importing it back (a cycle), so the words come in as props.
   */
  closeLabel?: string;
}) {
  return (
    <DialogFrame onClose={onClose}>
      <DialogOverlay asChild>
        <Backdrop>
          <DialogContent asChild aria-describedby={undefined}>
            <Panel $width={width}>
              <Head>
                <DialogTitle>{title}</DialogTitle>
                <DialogClose asChild>
                  <CloseButton type="button" aria-label={closeLabel}>
                    ×
                  </CloseButton>
                </DialogClose>
              </Head>
              {children}
            </Panel>
          </DialogContent>
        </Backdrop>
      </DialogOverlay>
    </DialogFrame>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(16, 24, 40, 0.5);
`;

const Panel = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const CloseButton = styled.button`
  border: 0;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  padding: 4px 8px;
`;
