// One publication of the journal: category, title (a link to the article or its PDF when there is
// one), authors, date and tags. The journal page and its full list draw the same card.
// The records are English data: on a Bengali page their words carry `lang="en"`, while the card's own
// words (the link's kind, the tags' label) and the date are in the page's language.
import styled from 'styled-components';
import type { JournalPublication } from '@gsvmc/shared-types';
import { Card, fileUrl, formatDate, useLocale, useMessages } from '@gsvmc/shared-kit';
import { journalMessages } from '../messages';

export function PublicationCard({ p, headingLevel = 3 }: { p: JournalPublication; headingLevel?: 2 | 3 }) {
  const t = useMessages(journalMessages);
  const locale = useLocale();
  const lang = locale === 'en' ? undefined : 'en';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = p.pdfUrl ? fileUrl(p.pdfUrl) : p.link;
  return (
    <Item>
      <Category lang={lang}>{p.category}</Category>
      <Title as={Heading}>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            <span lang={lang}>{p.title}</span>
            <Kind>{p.pdfUrl ? t('pdf') : t('opensArticle')}</Kind>
          </a>
        ) : (
          <span lang={lang}>{p.title}</span>
        )}
      </Title>
      <Meta>
        <span lang={lang}>{p.authors.join(', ')}</span>
        <time dateTime={p.date}>{formatDate(`${p.date}T00:00:00Z`, locale)}</time>
      </Meta>
      {p.tags.length > 0 && (
        <Tags aria-label={t('tags')} lang={lang}>
          {p.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </Tags>
      )}
    </Item>
  );
}

const Item = styled(Card)`
  height: 100%;
  padding: 18px;
`;

const Title = styled.h3`
  margin: 6px 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.primaryDark};
  overflow-wrap: anywhere;
  a {
    color: inherit;
  }
`;

const Kind = styled.span`
  font-size: 0.85rem;
  font-weight: 400;
`;

const Category = styled.span`
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.accent};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 8px 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.8rem;
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;
