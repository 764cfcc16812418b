// The history (/admin/audit, administrators only): what people changed, each change as the words
// taken out and put in, named as a person would ("Admission · Text block 2 · English"); searched
// over the whole log by the server; sign-ins and sign-outs in a view of their own. Times are Dhaka
// time, said once above the list.
import { useState, type FormEvent } from 'react';
import {
  AUDIT_ENTITIES,
  auditFieldName,
  type AuditEntity,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
  type AuditQuery,
} from '@gsvmc/shared-types';
import { AsyncView, Button, PageHeader, useDocumentTitle, useLocale, useMessages } from '@gsvmc/shared-kit';
import { CollegeZoneNote } from '@gsvmc/shared-kit/collegeTime';
import { AdminOnly } from '../../components/AdminOnly';
import { Field, FieldGrid, FormActions, FormMessage, Input, Panel, Select } from '../../components/form';
import { formatDateTime } from '../../lib/dates';
import { useGetUsersQuery } from '../../lib/usersApi';
import { useGetAuditQuery } from './auditApi';
import { auditValueText } from './auditValue';
import { ChangeDiff } from './ChangeDiff';
import { entryTitle } from './entryTitle';
import { auditMessages } from './messages';
import { activityMessages } from '../../lib/activity.messages';
import { Views, Entries, Item, Meta, Tag, Summary, Changes, FieldName, Muted, Pager } from './AuditPage.styles';

const PAGE_SIZE = 50;
type Filters = Required<Pick<AuditQuery, 'q' | 'actor' | 'entity' | 'from' | 'to'>>;
const NO_FILTERS: Filters = { q: '', actor: '', entity: '', from: '', to: '' };
type View = Extract<AuditKind, 'changes' | 'signin'>;

/** The kinds a clerk picks from: everything but sign-ins, which have their own view. */
const KINDS = AUDIT_ENTITIES.filter((e) => e !== 'session');

const KIND_KEYS = {
  page: 'kindPage',
  settings: 'kindSettings',
  image: 'kindImage',
  notice: 'kindNotice',
  photo: 'kindPhoto',
  faculty: 'kindFaculty',
  alumni: 'kindAlumni',
  'alumni-import': 'kindAlumniImport',
  user: 'kindUser',
  session: 'kindSession',
  trash: 'kindTrash',
  publication: 'kindPublication',
} as const satisfies Record<AuditEntity, keyof typeof auditMessages.en>;

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
  const [view, setView] = useState<View>('changes');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const log = useGetAuditQuery({
    ...filters,
    entity: view === 'signin' ? '' : filters.entity,
    kind: view,
    page,
    pageSize: PAGE_SIZE,
  });
  const people = useGetUsersQuery();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(t('fromAfterTo'));
      return;
    }
    setProblem(null);
    setFilters({ ...draft, q: draft.q.trim() });
    setPage(1);
  };
  const show = (next: View) => {
    setView(next);
    setPage(1);
  };

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <Views role="group" aria-label={t('views')}>
        <Button
          $variant={view === 'changes' ? 'primary' : 'secondary'}
          aria-pressed={view === 'changes'}
          onClick={() => show('changes')}
        >
          {t('viewChanges')}
        </Button>
        <Button
          $variant={view === 'signin' ? 'primary' : 'secondary'}
          aria-pressed={view === 'signin'}
          onClick={() => show('signin')}
        >
          {t('viewSignins')}
        </Button>
      </Views>
      <Panel aria-labelledby="audit-filter-title">
        <h2 id="audit-filter-title">{t('filter')}</h2>
        <form onSubmit={apply} noValidate role="search">
          <FieldGrid $min={170}>
            <Field label={t('search')} hint={t('searchHint')}>
              <Input type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
            </Field>
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
            {view === 'changes' && (
              <Field label={t('kind')}>
                <Select value={draft.entity} onChange={(e) => setDraft({ ...draft, entity: e.target.value })}>
                  <option value="">{t('everything')}</option>
                  {KINDS.map((entity) => (
                    <option key={entity} value={entity}>
                      {t(KIND_KEYS[entity])}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
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
            <section aria-label={view === 'signin' ? t('viewSignins') : t('entries')}>
              <CollegeZoneNote />
              <Entries>
                {result.data.map((entry) => (
                  <Entry key={entry._id} entry={entry} />
                ))}
              </Entries>
              <Pager aria-label={t('pages')}>
                <Button $small $variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('newer')}
                </Button>
                <span aria-live="polite">{t('pageOf', { page: result.page, pages, total: result.total })}</span>
                <Button $small $variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('older')}
                </Button>
              </Pager>
            </section>
          );
        }}
      </AsyncView>
    </>
  );
}

/** One row of the log: when, who, what, and each changed field's difference. */
function Entry({ entry }: { entry: AuditEntry }) {
  const t = useMessages(auditMessages);
  const ta = useMessages(activityMessages);
  const locale = useLocale();
  const kind = KIND_KEYS[entry.entity as AuditEntity];
  const changes = entry.changes ?? [];
  const title = entryTitle(entry, t, ta, locale);
  // Yes/No rather than true/false, Bengali digits, Dhaka dates, words for code words (auditValue.ts).
  const yesNo = { yes: t('valueYes'), no: t('valueNo') };
  const worded = (change: AuditChange, value: string) => auditValueText(change, value, locale, yesNo);
  return (
    <Item>
      <Meta>
        <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
        <span>{entry.actorEmail ?? t('theSystem')}</span>
        {kind && <Tag>{t(kind)}</Tag>}
      </Meta>
      <Summary>{title.text}</Summary>
      {changes.length > 0 && (
        <Changes aria-label={t('changesOf', { n: changes.length })}>
          {changes.map((change, i) => (
            <li key={i}>
              <FieldName>{auditFieldName(change.parts, locale)}</FieldName>
              <ChangeDiff before={worded(change, change.before)} after={worded(change, change.after)} />
            </li>
          ))}
        </Changes>
      )}
      {entry.ip && <Muted>{t('fromAddress', { ip: entry.ip })}</Muted>}
    </Item>
  );
}
