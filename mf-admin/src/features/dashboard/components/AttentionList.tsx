// What needs attention (GET /admin/attention), each item a link to where it is dealt with: drafts to
// their editor, scheduled notices to the notice page, the trash, untranslated pages, recent changes.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AttentionResponse } from '@gsvmc/shared-types';
import { PATHS, toPath } from '@gsvmc/shared-types';
import { phoneTapTarget, useLocale, useMessages } from '@gsvmc/shared-kit';
import { formatCollegeDateTime } from '@gsvmc/shared-kit/collegeTime';
import { dashboardMessages } from '../messages';
import { activityMessages } from '../../../lib/activity.messages';
import { activityWords } from '../../../lib/activity';

const SETTINGS = '@site';
/** How many untranslated pages are named here; the rest wait in the Pages list. */
const SHOWN = 5;

const editorOf = (slug: string) => (slug === SETTINGS ? PATHS.adminSite : toPath('adminPageEditor', { slug }));

export function AttentionList({ data, isAdmin }: { data: AttentionResponse; isAdmin: boolean }) {
  const t = useMessages(dashboardMessages);
  const ta = useMessages(activityMessages);
  const locale = useLocale();
  const when = (iso: string) => formatCollegeDateTime(iso, locale);
  const pageTitle = (p: { title: string; titleBn?: string | null }) =>
    locale === 'bn' && p.titleBn ? p.titleBn : p.title;
  const titleOf = (slug: string, title: string) => (slug === SETTINGS ? t('siteSettings') : title);

  return (
    <Grid>
      <Panel aria-labelledby="attention-drafts">
        <h3 id="attention-drafts">{t('draftsHeading')}</h3>
        {data.drafts.length === 0 ? (
          <Quiet>{t('noDrafts')}</Quiet>
        ) : (
          <ul>
            {data.drafts.map((d) => (
              <li key={d.slug}>
                <Link to={editorOf(d.slug)}>{titleOf(d.slug, pageTitle(d))}</Link>
                <Detail>
                  {d.publishAt
                    ? t('draftGoesLive', { when: when(d.publishAt) })
                    : t('draftLine', { who: d.updatedBy ?? t('someone'), when: when(d.updatedAt) })}
                </Detail>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel aria-labelledby="attention-scheduled">
        <h3 id="attention-scheduled">{t('scheduledHeading')}</h3>
        {data.scheduledNotices.length === 0 ? (
          <Quiet>{t('noScheduled')}</Quiet>
        ) : (
          <ul>
            {data.scheduledNotices.map((n) => (
              <li key={n._id}>
                <Link to={PATHS.adminNoticeUpload}>{n.title}</Link>
                <Detail>{t('publishesAt', { when: when(n.publishAt) })}</Detail>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel aria-labelledby="attention-trash">
        <h3 id="attention-trash">{t('trashHeading')}</h3>
        {data.trash.count === 0 ? (
          <Quiet>{t('trashEmpty')}</Quiet>
        ) : (
          <>
            <p>
              {t('trashCount', { count: data.trash.count })}{' '}
              {data.trash.nextPurge && t('trashNextPurge', { when: when(data.trash.nextPurge) })}
            </p>
            <Link to={PATHS.adminTrash}>{t('openTrash')}</Link>
          </>
        )}
      </Panel>

      <Panel aria-labelledby="attention-untranslated">
        <h3 id="attention-untranslated">{t('untranslatedHeading')}</h3>
        {data.untranslated.length === 0 ? (
          <Quiet>{t('allTranslated')}</Quiet>
        ) : (
          <ul>
            {data.untranslated.slice(0, SHOWN).map((p) => (
              <li key={p.slug}>
                <Link to={editorOf(p.slug)}>{pageTitle(p)}</Link>
                <Detail>{t('untranslatedLine', { count: p.texts })}</Detail>
              </li>
            ))}
          </ul>
        )}
        {data.untranslated.length > SHOWN && (
          <Link to={PATHS.adminPages}>{t('morePages', { count: data.untranslated.length - SHOWN })}</Link>
        )}
      </Panel>

      <Panel aria-labelledby="attention-recent" $wide>
        <h3 id="attention-recent">{t('recentHeading')}</h3>
        {data.recent.length === 0 ? (
          <Quiet>{t('noRecent')}</Quiet>
        ) : (
          <ul>
            {data.recent.map((r) => (
              <li key={r._id}>
                {ta('activity', { who: r.who ?? ta('theSystem'), ...activityWords(ta, r) })}
                <Detail>
                  <time dateTime={r.at}>{when(r.at)}</time>
                </Detail>
              </li>
            ))}
          </ul>
        )}
        {isAdmin && <Link to={PATHS.adminAudit}>{t('openAuditLog')}</Link>}
      </Panel>
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Panel = styled.section<{ $wide?: boolean }>`
  padding: 16px 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  min-width: 0;
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
  h3 {
    margin: 0 0 10px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 8px;
  }
  ul {
    margin: 0 0 8px;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  li {
    overflow-wrap: anywhere;
  }
  /* Each link stands alone (Open the Trash, a page to translate): a thumb's target on a phone. */
  a {
    font-weight: 600;
    ${phoneTapTarget}
  }
`;

const Detail = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;
