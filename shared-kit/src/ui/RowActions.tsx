import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The actions of one list row under one rule, so a thumb that misses Edit (or Restore) never lands
 * on Delete (or Purge): the destructive action sits in a group of its own, after the others. Every
 * staff list uses it (the admin portal's, and the alumni list's staff tools in mf-directories).
 * - Wide screens: one line, the destructive action 32 px after the rest with a rule between them.
 * - Phones: the destructive action on a line of its own at the far end, below a rule, never directly
 *   under Edit; each button there is at least 44 × 44 px (the kit's Button on a phone).
 */
export function RowActions({ children, destructive }: { children: ReactNode; destructive?: ReactNode }) {
  return (
    <Row>
      <Everyday>{children}</Everyday>
      {destructive && <Apart>{destructive}</Apart>}
    </Row>
  );
}

// No wrapping on wide screens: in a table's actions cell, sized to its content, a wrapping row would
// drop the destructive action under the others.
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 100%;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

const Everyday = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
  }
`;

const Apart = styled.div`
  display: flex;
  align-items: center;
  padding-inline-start: 16px;
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 100%;
    justify-content: flex-end;
    padding: 12px 0 0;
    border-inline-start: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;
