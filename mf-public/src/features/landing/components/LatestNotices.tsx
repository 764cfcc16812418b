import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LIMITS, NOTICE_NEW_MS, type Notice, PATHS, toPath } from '@gsvmc/shared-types';
import {
  EmptyState,
  ErrorState,
  Spinner,
  fileUrl,
  formatDate,
  noticeText,
  phoneTapTarget,
  useGetNoticesQuery,
  useLocale,
  useMessages,
  type Locale,
} from '@gsvmc/shared-kit';
import { Section } from '../../../ui/Content';
import { landingMessages } from '../messages';
import { fallbackLang } from '../../../ui/blocks/local';
import { secondaryButton } from '../../../ui/secondaryButton';

/**
 * The board's order whatever order the server sends: pinned first, then newest; the
 * first 3 of them (SPEC.md §2.3). The server lists only published, unexpired notices.
 */
export function latestNotices(notices: readonly Notice[], count: number = LIMITS.landingNotices): Notice[] {
  return [...notices]
    .sort((a, b) => Number(Boolean(b.pinned)) - Number(Boolean(a.pinned)) || Date.parse(b.date) - Date.parse(a.date))
    .slice(0, count);
}

/** Published within the last week: the board's "New" mark. */
export function isNewNotice(notice: Pick<Notice, 'date'>, now: number = Date.now()): boolean {
  const t = Date.parse(notice.date);
  return !Number.isNaN(t) && t <= now && now - t < NOTICE_NEW_MS;
}

/**
 * A notice's title and description in a language (shared-kit's noticeText), each with `lang="en"`
 * where the English stands in on a Bengali page.
 */
function shownNotice(notice: Notice, locale: Locale) {
  const { title, description } = noticeText(notice, locale);
  return {
    title: { text: title.value, lang: fallbackLang(title) },
    description: { text: description.value, lang: fallbackLang(description) },
  };
}

export function LatestNotices() {
  const t = useMessages(landingMessages);
  const locale = useLocale();
  const { data, isLoading, isError, refetch } = useGetNoticesQuery();

  let body;
  if (isLoading)
    body = (
      <Reserve>
        <Spinner label={t('loadingNotices')} />
      </Reserve>
    );
  else if (isError) body = <ErrorState message={t('noticesFailed')} onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) body = <EmptyState>{t('noNotices')}</EmptyState>;
  else
    body = (
      <List>
        {latestNotices(data).map((notice) => {
          const { title, description } = shownNotice(notice, locale);
          return (
            <Item key={notice._id}>
              <DateTag dateTime={notice.date} $wide={locale === 'bn'}>
                {formatDate(notice.date, locale)}
              </DateTag>
              <div>
                {(notice.pinned || isNewNotice(notice)) && (
                  <Tags>
                    {notice.pinned && <Tag>{t('pinned')}</Tag>}
                    {isNewNotice(notice) && <Tag $new>{t('new')}</Tag>}
                  </Tags>
                )}
                {/* The notice's own page has its text: read there without fetching the PDF. */}
                <ItemTitle lang={title.lang}>
                  <Link to={toPath('noticeDetail', { id: notice._id })}>{title.text}</Link>
                </ItemTitle>
                {description.text && <Description lang={description.lang}>{description.text}</Description>}
                <PdfLink
                  href={fileUrl(notice.pdfUrl)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('downloadPdfOf', { title: title.text })}
                >
                  {t('downloadPdf')}
                </PdfLink>
              </div>
            </Item>
          );
        })}
      </List>
    );

  return (
    <Section title={t('noticeBoard')} id="landing-notices">
      {body}
      <MoreLink to={PATHS.notice}>{t('allNotices')}</MoreLink>
    </Section>
  );
}

/**
 * Holds about the height of three typical notices while they load, so the blocks below do not jump
 * when the list arrives (measured with the seeded notices and their 44 px Download PDF: 704-787 px
 * for the three on a 360 px phone, 547-557 px at 1280 px).
 */
const Reserve = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 744px;
  margin-bottom: 12px;
  ${({ theme }) => theme.media.desktop} {
    min-height: 552px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    gap: 16px;
  }
  align-items: flex-start;
  padding: 14px 16px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  > div {
    min-width: 0;
  }
`;

const DateTag = styled.time<{ $wide: boolean }>`
  flex: none;
  align-self: flex-start;
  white-space: nowrap;
  /* One width for every date on wide screens, so the titles line up; Bengali's longest date
     ("৩০ সেপ্টেম্বর, ২০২৬") needs more room than "2026 Sep 30". */
  ${({ theme }) => theme.media.desktop} {
    width: ${({ $wide }) => ($wide ? 150 : 108)}px;
  }
  padding: 6px 8px;
  text-align: center;
  font-weight: 600;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.primaryDark};
  background: ${({ theme }) => theme.color.primaryLight};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Tags = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 4px;
`;

const Tag = styled.span<{ $new?: boolean }>`
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  border: 1px solid ${({ theme, $new }) => ($new ? theme.color.danger : theme.color.primary)};
  color: ${({ theme, $new }) => ($new ? theme.color.danger : theme.color.primaryDark)};
  background: ${({ theme, $new }) => ($new ? theme.color.dangerLight : theme.color.surface)};
`;

const ItemTitle = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
  a {
    color: inherit;
    ${phoneTapTarget}
  }
`;

const Description = styled.p`
  margin: 0 0 6px;
  color: ${({ theme }) => theme.color.muted};
`;

/** A thumb's target (44 px high at least), drawn as the notice board's Download beside each notice. */
const PdfLink = styled.a`
  ${secondaryButton}
  margin-top: 4px;
  padding: 6px 16px;
`;

export const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;
