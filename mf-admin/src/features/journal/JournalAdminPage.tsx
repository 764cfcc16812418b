// The journal's publications in the admin portal: add one (with a link, a PDF or neither), and the
// list, newest first, a page at a time, each with Edit and Delete (to the trash, restorable there).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { JOURNAL_LIMITS, type JournalPublication } from '@gsvmc/shared-types';
import {
  AsyncView,
  Button,
  PageHeader,
  fileUrl,
  formatDate,
  useDocumentTitle,
  useGetJournalPublicationsQuery,
  useLocale,
  useMessages,
  useToast,
} from '@gsvmc/shared-kit';
import { RowActions } from '@gsvmc/shared-kit/staff';
import { Panel } from '../../components/form';
import { DeleteButton } from '../../components/DeleteButton';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { PublicationForm } from './components/PublicationForm';
import {
  useAddJournalPublicationMutation,
  useDeleteJournalPublicationMutation,
  useUpdateJournalPublicationMutation,
} from './journalAdminApi';
import { journalMessages } from './messages';

const PAGE_SIZE = 20;

export default function JournalAdminPage() {
  const t = useMessages(journalMessages);
  useDocumentTitle(t('pageTitle'));
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useGetJournalPublicationsQuery({ limit: PAGE_SIZE, offset });
  const [add] = useAddJournalPublicationMutation();
  const [update] = useUpdateJournalPublicationMutation();
  const [remove] = useDeleteJournalPublicationMutation();
  const { deletingId, onDelete } = useConfirmedDelete(remove, { entity: 'publication', failure: t('deleteFailed') });
  const categories = list.data?.categories ?? [];

  return (
    <div>
      <PageHeader title={t('pageTitle')} />
      <Panel aria-labelledby="journal-add-heading">
        <h2 id="journal-add-heading">{t('addHeading')}</h2>
        <PublicationForm
          categories={categories}
          onSave={async (body, signal) => {
            const call = add(body);
            signal.addEventListener('abort', () => call.abort());
            await call.unwrap();
            toast.success(t('added'));
          }}
        />
      </Panel>
      <Panel aria-labelledby="journal-list-heading">
        <h2 id="journal-list-heading">{t('listHeading')}</h2>
        <AsyncView
          query={list}
          loading={t('loading')}
          error={t('loadFailed')}
          empty={t('empty')}
          isEmpty={(d) => d.total === 0}
        >
          {(d) => (
            <>
              <List>
                {d.data.map((p) => (
                  <Row key={p._id}>
                    {editing === p._id ? (
                      <PublicationForm
                        publication={p}
                        categories={categories}
                        onCancel={() => setEditing(null)}
                        onSave={async (body, signal) => {
                          const call = update({ id: p._id, body });
                          signal.addEventListener('abort', () => call.abort());
                          await call.unwrap();
                          toast.success(t('saved'));
                          setEditing(null);
                        }}
                      />
                    ) : (
                      <Summary p={p}>
                        <RowActions
                          destructive={
                            <DeleteButton
                              name={p.title}
                              deleting={deletingId === p._id}
                              onDelete={() => void onDelete(p._id, p.title)}
                            />
                          }
                        >
                          <Button
                            $variant="secondary"
                            $small
                            onClick={() => setEditing(p._id)}
                            aria-label={t('editOf', { title: p.title })}
                          >
                            {t('edit')}
                          </Button>
                        </RowActions>
                      </Summary>
                    )}
                  </Row>
                ))}
              </List>
              <Pager>
                <Button
                  $variant="ghost"
                  $small
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
                >
                  {t('previous')}
                </Button>
                <span role="status">
                  {d.total === 0
                    ? t('none')
                    : t('range', { from: offset + 1, to: offset + d.data.length, total: d.total })}
                </span>
                <Button
                  $variant="ghost"
                  $small
                  disabled={offset + PAGE_SIZE >= d.total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  {t('next')}
                </Button>
              </Pager>
            </>
          )}
        </AsyncView>
        <small>{t('limits', { authors: JOURNAL_LIMITS.authors, tags: JOURNAL_LIMITS.tags })}</small>
      </Panel>
    </div>
  );
}

function Summary({ p, children }: { p: JournalPublication; children: ReactNode }) {
  const t = useMessages(journalMessages);
  const locale = useLocale();
  // The records are English: in a Bengali portal their words are marked so.
  const lang = locale === 'en' ? undefined : 'en';
  return (
    <SummaryBox>
      <div>
        <strong lang={lang}>{p.title}</strong>
        <Meta>
          <span lang={lang}>{p.authors.join(', ')}</span> ·{' '}
          <time dateTime={p.date}>{formatDate(`${p.date}T00:00:00Z`, locale)}</time> ·{' '}
          <span lang={lang}>
            {p.category}
            {p.tags.length > 0 && ` · ${p.tags.join(', ')}`}
          </span>
        </Meta>
        <Meta>
          {p.pdfUrl ? (
            <a href={fileUrl(p.pdfUrl)}>{t('pdfLink')}</a>
          ) : p.link ? (
            <a href={p.link} target="_blank" rel="noopener noreferrer">
              {p.link}
            </a>
          ) : (
            t('noLink')
          )}
        </Meta>
      </div>
      <Actions>{children}</Actions>
    </SummaryBox>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const SummaryBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  strong {
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  /* The row's width on a phone, so RowActions can put Delete at its far end. */
  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 100%;
  }
`;

const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  text-align: center;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
`;
