// The alumni list's pages: which records are shown of how many, and Previous / Next. Part of
// AlumniDirectoryPage.
import styled from 'styled-components';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { alumniMessages } from '../messages';

export function AlumniPager({
  page,
  pageSize,
  pageCount,
  total,
  onGo,
}: {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  onGo: (page: number) => void;
}) {
  const t = useMessages(alumniMessages);
  return (
    <Pager aria-label={t('pages')}>
      <span>
        {t('showingRange', {
          from: (page - 1) * pageSize + 1,
          to: Math.min(total, page * pageSize),
          total,
        })}
      </span>
      <span className="buttons">
        <Button $small $variant="secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
          {t('previous')}
        </Button>
        <span>{t('pageOf', { page, count: pageCount })}</span>
        <Button $small $variant="secondary" disabled={page >= pageCount} onClick={() => onGo(page + 1)}>
          {t('next')}
        </Button>
      </span>
    </Pager>
  );
}

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin: 8px 0 24px;
  color: ${({ theme }) => theme.color.muted};
  .buttons {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;
