// Search-and-filter bar shared by the faculty and alumni directories (same look, same behaviour).
import styled from 'styled-components';
import { Button, EmptyState } from '@gsvmc/shared-kit';

/** What a directory shows when it has records but the search matches none of them. */
export function NoMatches({ what, onClear }: { what: string; onClear: () => void }) {
  return (
    <EmptyState>
      No {what} match your search.{' '}
      <Button $variant="ghost" $small onClick={onClear}>
        Clear filters
      </Button>
    </EmptyState>
  );
}

export const Filters = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 12px;
  margin-bottom: 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
  input,
  select {
    min-height: 42px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    background: ${({ theme }) => theme.color.surface};
    width: 100%;
  }
`;
