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
  formatShortDate,
  useDocumentTitle,
  useGetJournalPublicationsQuery,
  useToast,
} from '@gsvmc/shared-kit';
import { Panel } from '../../components/form';
import { DeleteButton } from '../../components/DeleteButton';
import { useConfirmedDelete } from '../../lib/useConfirmedDelete';
import { PublicationForm } from './components/PublicationForm';
import {
  useAddJournalPublicationMutation,
  useDeleteJournalPublicationMutation,
  useUpdateJournalPublicationMutation,
} from './journalAdminApi';

const PAGE_SIZE = 20;

export default function JournalAdminPage() {
  useDocumentTitle('Journal publications');
  const toast = useToast();
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useGetJournalPublicationsQuery({ limit: PAGE_SIZE, offset });
  const [add] = useAddJournalPublicationMutation();
  const [update] = useUpdateJournalPublicationMutation();
  const [remove] = useDeleteJournalPublicationMutation();
  const { deletingId, onDelete } = useConfirmedDelete(remove, {
    confirm: 'Move this publication to the trash? It can be restored from the trash for 30 days.',
    success: 'Publication moved to the trash',
    failure: 'Error deleting the publication',
  });
  const categories = list.data?.categories ?? [];

  return (
    <div>
      <PageHeader title="Journal publications" />
      <Panel aria-labelledby="journal-add-heading">
        <h2 id="journal-add-heading">Add a publication</h2>
        <PublicationForm
          categories={categories}
          onSave={async (body) => {
            await add(body).unwrap();
            toast.success('Publication added');
          }}
        />
      </Panel>
      <Panel aria-labelledby="journal-list-heading">
        <h2 id="journal-list-heading">Publications</h2>
        <AsyncView
          query={list}
          loading="Loading publications..."
          error="Failed to load publications"
          empty="No publications yet. Add the first one above."
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
                        onSave={async (body) => {
                          await update({ id: p._id, body }).unwrap();
                          toast.success('Publication saved');
                          setEditing(null);
                        }}
                      />
                    ) : (
                      <Summary p={p}>
                        <Button
                          $variant="secondary"
                          $small
                          onClick={() => setEditing(p._id)}
                          aria-label={`Edit ${p.title}`}
                        >
                          Edit
                        </Button>
                        <DeleteButton
                          name={p.title}
                          deleting={deletingId === p._id}
                          onDelete={() => void onDelete(p._id)}
                        />
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
                  Previous
                </Button>
                <span role="status">
                  {d.total === 0 ? 'None' : `${offset + 1}–${offset + d.data.length} of ${d.total}`}
                </span>
                <Button
                  $variant="ghost"
                  $small
                  disabled={offset + PAGE_SIZE >= d.total}
                  onClick={() => setOffset(offset + PAGE_SIZE)}
                >
                  Next
                </Button>
              </Pager>
            </>
          )}
        </AsyncView>
        <small>
          At most {JOURNAL_LIMITS.authors} authors and {JOURNAL_LIMITS.tags} tags per publication.
        </small>
      </Panel>
    </div>
  );
}

function Summary({ p, children }: { p: JournalPublication; children: ReactNode }) {
  return (
    <SummaryBox>
      <div>
        <strong>{p.title}</strong>
        <Meta>
          {p.authors.join(', ')} · <time dateTime={p.date}>{formatShortDate(`${p.date}T00:00:00Z`)}</time> ·{' '}
          {p.category}
          {p.tags.length > 0 && ` · ${p.tags.join(', ')}`}
        </Meta>
        <Meta>
          {p.pdfUrl ? (
            <a href={fileUrl(p.pdfUrl)}>PDF</a>
          ) : p.link ? (
            <a href={p.link} target="_blank" rel="noopener noreferrer">
              {p.link}
            </a>
          ) : (
            'No link or PDF'
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
`;

const Pager = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
`;
