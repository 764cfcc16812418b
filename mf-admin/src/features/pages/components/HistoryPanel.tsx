// Every published revision (who, when; restored ones say from which), newest first, each earlier one
// with Restore: it is published again at once and becomes the draft.
import { AsyncView, Button, formatShortDate } from '@gsvmc/shared-kit';
import { Panel } from '../../../components/form';
import { useGetRevisionsQuery, type DocPath } from '../pagesAdminApi';

export function HistoryPanel({
  doc,
  onRestore,
  busy,
}: {
  doc: DocPath;
  onRestore: (id: number, number: number) => void;
  busy: boolean;
}) {
  const revisions = useGetRevisionsQuery(doc);
  const now = new Date().toISOString();
  return (
    <Panel aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <AsyncView
        query={revisions}
        loading="Loading the history..."
        error="Failed to load the history."
        empty="Nothing has been published yet."
      >
        {(list) => {
          const live = list.find((r) => r.publishedAt <= now);
          return (
            <ol>
              {list.map((r) => (
                <li key={r.id}>
                  Revision {r.number}, {r.publishedAt > now ? 'to be published' : 'published'}{' '}
                  {formatShortDate(r.publishedAt)} at {r.publishedAt.slice(11, 16)} UTC
                  {r.publishedBy ? ` by ${r.publishedBy}` : ' (the first content of the site)'}
                  {r.restoredFrom ? `, restored from revision ${r.restoredFrom}` : ''}
                  {r === live ? ' (what visitors see now)' : ''}{' '}
                  {r !== live && r.publishedAt <= now && (
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={busy}
                      onClick={() => onRestore(r.id, r.number)}
                    >
                      Restore revision {r.number}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          );
        }}
      </AsyncView>
    </Panel>
  );
}
