// Search-and-filter bar shared by the faculty and alumni directories (same look, same behaviour).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, useMessages } from '@gsvmc/shared-kit';
import { filterBarMessages } from './FilterBar.messages';

/**
 * What a directory shows when it has records but the search matches none of them. Clearing is a link
 * to the page without its query, so it works before the script runs and with JavaScript off; `onClear`
 * also empties what the page keeps in its own state.
 */
export function NoMatches({ what, onClear }: { what: 'faculty' | 'alumni'; onClear?: () => void }) {
  const t = useMessages(filterBarMessages);
  return (
    <EmptyState>
      {what === 'faculty' ? t('noFacultyMatch') : t('noAlumniMatch')}{' '}
      <ClearLink to={{ search: '' }} replace onClick={onClear}>
        {t('clearFilters')}
      </ClearLink>
    </EmptyState>
  );
}

/**
 * The filter form's submit button. With the script running the filters apply as the visitor types or
 * chooses; without it (a failed script, a data-saving browser) this button sends the GET form and the
 * server renders the result.
 */
export function ApplyButton({ label }: { label: 'search' | 'show' }) {
  const t = useMessages(filterBarMessages);
  return <Apply type="submit">{t(label)}</Apply>;
}

const ClearLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  font-weight: 600;
`;

const Apply = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 8px 18px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;

export const Filters = styled.form`
  display: grid;
  grid-template-columns: 2fr 1fr auto;
  align-items: end;
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
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    background: ${({ theme }) => theme.color.surface};
    width: 100%;
  }
`;
