// The audit log (/admin/audit, administrators only): every data-changing request with who, when, from
// which address, what and the record before and after; filtered by person, kind and day, 50 a page.
import { useMemo, useState, type FormEvent } from 'react';
import { AUDIT_ENTITIES, type AuditEntry, type AuditQuery } from '@gsvmc/shared-types';
import { AsyncView, Button, PageHeader, useDocumentTitle, useLocale, useMessages } from '@gsvmc/shared-kit';
import { auditMessages } from './messages';
import { DataTable, type ColumnDef } from '@gsvmc/shared-kit/table';
import styled from 'styled-components';
import { AdminOnly } from '../../components/AdminOnly';
import { Field, FieldGrid, FormActions, FormMessage, Input, Panel, Select } from '../../components/form';
import { formatDateTime } from '../../lib/dates';
import { useGetUsersQuery } from '../../lib/usersApi';
import { useGetAuditQuery } from './auditApi';

const PAGE_SIZE = 50;
type Filters = Required<Pick<AuditQuery, 'actor' | 'entity' | 'from' | 'to'>>;
const NO_FILTERS: Filters = { actor: '', entity: '', from: '', to: '' };

export default function AuditPage() {
  const t = useMessages(auditMessages);
  useDocumentTitle(t('pageTitle'));
  return (
    <AdminOnly title={t('pageTitle')}>
      <Audit />
    </AdminOnly>
  );
}

function Audit() {
  const t = useMessages(auditMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const log = useGetAuditQuery({ ...filters, page, pageSize: PAGE_SIZE });
  const people = useGetUsersQuery();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t('fromAfterTo'));
      return;
    }
    setProblem(null);
    setFilters(draft);
    setPage(1);
  };

  const columns = useMemo<ColumnDef<AuditEntry, string>[]>(
    () => [
      {
        id: 'at',
        header: t('when'),
        accessorFn: (e) => e.at,
        cell: (c) => formatDateTime(c.getValue(), locale),
        enableGlobalFilter: false,
      },
      { id: 'who', header: t('who'), accessorFn: (e) => e.actorEmail ?? t('theSystem') },
      { id: 'what', header: t('what'), accessorFn: (e) => e.summary ?? `${e.action} ${e.entity}` },
      { id: 'entity', header: t('kind'), accessorFn: (e) => e.entity },
      { id: 'ip', header: t('from'), accessorFn: (e) => e.ip ?? '' },
    ],
    [t, locale],
  );

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <Panel aria-labelledby="audit-filter-title">
        <h2 id="audit-filter-title">{t('filter')}</h2>
        <form onSubmit={apply} noValidate>
          <FieldGrid $min={170}>
            <Field label={t('person')}>
              <Select value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })}>
                <option value="">{t('everyone')}</option>
                {(people.data ?? []).map((u) => (
                  <option key={u._id} value={u._id}>
                    {u.email}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('kind')}>
              <Select value={draft.entity} onChange={(e) => setDraft({ ...draft, entity: e.target.value })}>
                <option value="">{t('everything')}</option>
                {AUDIT_ENTITIES.map((entity) => (
                  <option key={entity} value={entity}>
                    {entity}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('fromDay')}>
              <Input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            </Field>
            <Field label={t('toDay')}>
              <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            </Field>
          </FieldGrid>
          {problem && (
            <FormMessage $kind="error" role="alert">
              {problem}
            </FormMessage>
          )}
          <FormActions>
            <Button type="submit">{t('show')}</Button>
            <Button
              $variant="secondary"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
                setPage(1);
              }}
            >
              {t('clear')}
            </Button>
          </FormActions>
        </form>
      </Panel>
      <AsyncView
        query={log}
        loading={t('loading')}
        error={t('loadFailed')}
        empty={t('nothingMatches')}
        isEmpty={(p) => p.data.length === 0}
      >
        {(result) => {
          const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
          return (
            <>
              <DataTable
                locale={locale}
                label={t('entries')}
                data={result.data}
                columns={columns}
                getRowId={(e) => String(e._id)}
                rowName={(e) => e.summary ?? e.action}
                pageSize={PAGE_SIZE}
                searchPlaceholder={t('withinPage')}
                cardsBelowPx={900}
                renderActions={(entry) => <Change entry={entry} />}
              />
              <Pager aria-label={t('pages')}>
                <Button $small $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('newer')}
                </Button>
                <span aria-live="polite">{t('pageOf', { page: result.page, pages, total: result.total })}</span>
                <Button $small $variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('older')}
                </Button>
              </Pager>
            </>
          );
        }}
      </AsyncView>
    </>
  );
}

/** The record before and after, folded away until asked for. */
function Change({ entry }: { entry: AuditEntry }) {
  const t = useMessages(auditMessages);
  if (entry.before === null && entry.after === null) return <Muted>{entry.route ?? ''}</Muted>;
  return (
    <Details>
      <summary>{t('change')}</summary>
      {entry.before !== null && (
        <>
          <h3>{t('before')}</h3>
          <pre>{JSON.stringify(entry.before, null, 2)}</pre>
        </>
      )}
      {entry.after !== null && (
        <>
          <h3>{t('after')}</h3>
          <pre>{JSON.stringify(entry.after, null, 2)}</pre>
        </>
      )}
    </Details>
  );
}

const Pager = styled.nav`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: center;
  margin: 16px 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.8rem;
`;

const Details = styled.details`
  max-width: min(520px, 80vw);
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  h3 {
    margin: 8px 0 4px;
    font-size: 0.85rem;
  }
  pre {
    margin: 0;
    max-height: 260px;
    overflow: auto;
    font-size: 0.75rem;
    white-space: pre-wrap;
    word-break: break-word;
    background: ${({ theme }) => theme.color.background};
    padding: 6px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
