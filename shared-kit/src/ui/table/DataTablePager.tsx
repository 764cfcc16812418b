// Where the reader is in the list ("11–20 of 42") and, past one page, Previous and Next.
import { Button } from '../Button';
import { Pager } from './DataTable.styles';
import type { TableWords } from './words';

interface Props {
  label: string;
  t: TableWords;
  first: number;
  last: number;
  total: number;
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export function DataTablePager({
  label,
  t,
  first,
  last,
  total,
  page,
  pageCount,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: Props) {
  return (
    <Pager aria-label={t('pages', { label })}>
      <span role="status">{t('range', { first, last, total })}</span>
      {pageCount > 1 && (
        <span className="buttons">
          <Button $variant="secondary" $small onClick={onPrevious} disabled={!canPrevious}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page, count: pageCount })}</span>
          <Button $variant="secondary" $small onClick={onNext} disabled={!canNext}>
            {t('next')}
          </Button>
        </span>
      )}
    </Pager>
  );
}
