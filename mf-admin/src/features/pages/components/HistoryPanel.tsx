// Every published revision (who, when; restored ones say from which), newest first, each earlier one
// with Restore: it is published again at once and becomes the draft. Times are Dhaka time.
import { AsyncView, Button, useLocale, useMessages } from '@gsvmc/shared-kit';
import { collegeDateAndTime } from '@gsvmc/shared-kit/collegeTime';
import { pagesMessages } from '../messages';
import { editorFlowMessages } from '../editorFlow.messages';
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
  const t = useMessages(pagesMessages);
  const tf = useMessages(editorFlowMessages);
  const locale = useLocale();
  return (
    <Panel aria-labelledby="history-title">
      <h2 id="history-title">{t('history')}</h2>
      <p>{tf('historyTimes')}</p>
      <AsyncView
        query={revisions}
        loading={t('loadingHistory')}
        error={t('historyFailed')}
        empty={t('nothingPublished')}
      >
        {(list) => {
          const live = list.find((r) => r.publishedAt <= now);
          return (
            <ol>
              {list.map((r) => (
                <li key={r.id}>
                  {t('revisionLine', {
                    n: r.number,
                    future: r.publishedAt > now,
                    ...collegeDateAndTime(r.publishedAt, locale),
                  })}
                  {r.publishedBy
                    ? t('byWhom', { who: r.publishedBy })
                    : t(r.number === 1 ? 'firstContent' : 'siteUpdate')}
                  {r.restoredFrom ? t('restoredFrom', { n: r.restoredFrom }) : ''}
                  {r === live ? t('liveNow') : ''}{' '}
                  {r !== live && r.publishedAt <= now && (
                    <Button
                      type="button"
                      $variant="secondary"
                      disabled={busy}
                      onClick={() => onRestore(r.id, r.number)}
                    >
                      {t('restoreRevision', { n: r.number })}
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
