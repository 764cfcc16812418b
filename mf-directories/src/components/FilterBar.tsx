// Search-and-filter bar shared by the faculty and alumni directories (same look, same behaviour).
import styled from 'styled-components';
import { Button, EmptyState, useMessages } from '@gsvmc/shared-kit';
import { filterBarMessages } from './FilterBar.messages';

/** What a directory shows when it has records but the search matches none of them. */
export function NoMatches({ what, onClear }: { what: 'faculty' | 'alumni'; onClear: () => void }) {
  const t = useMessages(filterBarMessages);
  return (
    <EmptyState>
      {what === 'faculty' ? t('noFacultyMatch') : t('noAlumniMatch')}{' '}
      <Button $variant="ghost" $small onClick={onClear}>
        {t('clearFilters')}
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
