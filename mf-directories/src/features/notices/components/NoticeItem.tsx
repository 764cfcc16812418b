// One notice on the board: its date, category and marks, its title (linking to its own page, which
// has its text) and the download and read links.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { toPath, type Notice } from '@gsvmc/shared-types';
import {
  Card,
  fileUrl,
  formatDate,
  noticeText,
  phoneTapTarget,
  useLocale,
  useMessages,
  type Locale,
} from '@gsvmc/shared-kit';
import { noticeMessages } from '../messages';
import { categoryName } from '../noticeCategories';

export function NoticeItem({ notice, fresh }: { notice: Notice; fresh: boolean }) {
  const t = useMessages(noticeMessages);
  const locale = useLocale();
  const href = fileUrl(notice.pdfUrl);
  const page = toPath('noticeDetail', { id: notice._id });
  const { title, description } = noticeText(notice, locale);
  // lang="en" marks the English shown on a Bengali page for want of a translation.
  const langOf = (picked: { lang: Locale; fallback: boolean }) => (picked.fallback ? picked.lang : undefined);
  return (
    <Item as="li" $wideDate={locale === 'bn'}>
      <DateBadge dateTime={notice.date} $wide={locale === 'bn'}>
        {formatDate(notice.date, locale)}
      </DateBadge>
      <Text>
        <Tags>
          <Tag>{categoryName(notice.category, locale)}</Tag>
          {notice.pinned && <Tag $tone="pinned">{t('pinned')}</Tag>}
          {fresh && <Tag $tone="new">{t('new')}</Tag>}
        </Tags>
        {/* The notice's own page has its text: a visitor reads it there without fetching the PDF. */}
        <h3 lang={langOf(title)}>
          <Link to={page}>{title.value}</Link>
        </h3>
        {description.value && <p lang={langOf(description)}>{description.value}</p>}
      </Text>
      <Actions>
        <ActionLink href={href} download aria-label={t('downloadLabel', { title: title.value })}>
          {t('download')}
        </ActionLink>
        <ActionLink as={Link} to={page} $secondary aria-label={t('readLabel', { title: title.value })}>
          {t('read')}
        </ActionLink>
      </Actions>
    </Item>
  );
}

const Item = styled(Card)<{ $wideDate?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wideDate }) => ($wideDate ? '156px' : '124px')} 1fr auto;
  align-items: center;
  gap: 16px;
  padding: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`;

const DateBadge = styled.time<{ $wide?: boolean }>`
  display: inline-block;
  min-width: ${({ $wide }) => ($wide ? '146px' : '110px')};
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryLight};
  color: ${({ theme }) => theme.color.primaryDark};
  font-weight: 600;
  font-size: 0.9rem;
  text-align: center;
  ${({ theme }) => theme.media.mobile} {
    justify-self: start;
    min-width: 0;
  }
`;

const Text = styled.div`
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: inherit;
    ${phoneTapTarget}
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 4px;
`;

const Tag = styled.span<{ $tone?: 'new' | 'pinned' }>`
  display: inline-block;
  padding: 1px 8px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'new' ? theme.color.danger : $tone === 'pinned' ? theme.color.primary : theme.color.border)};
  color: ${({ theme, $tone }) =>
    $tone === 'new' ? theme.color.danger : $tone === 'pinned' ? theme.color.primaryDark : theme.color.text};
  background: ${({ theme, $tone }) => ($tone === 'new' ? theme.color.dangerLight : theme.color.surface)};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const ActionLink = styled.a<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $secondary }) => ($secondary ? theme.color.surface : theme.color.primary)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.color.primary : '#fff')};
  &:hover {
    background: ${({ theme, $secondary }) => ($secondary ? theme.color.primaryLight : theme.color.primaryDark)};
  }
`;
