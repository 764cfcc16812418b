// A notice's own page (/notice/:id, /bn/notice/:id): what the notice says, as text, so a student on
// a phone reads it without downloading the PDF and a screen reader reads it aloud (ARCHITECTURE.md
// "A notice is its text"). The signed PDF stays beside it, with a picture of its first page, its size
// and its page count. Server-rendered; every control is a link, so it works with JavaScript off.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { NOTICE_CATEGORY_LABELS, NOTICE_CATEGORY_LABELS_BN, PATHS, type NoticeDetail } from '@gsvmc/shared-types';
import {
  ErrorState,
  PageContainer,
  Spinner,
  fileUrl,
  formatDate,
  getErrorStatus,
  noticeText,
  useDocumentTitle,
  useLocale,
  useMessages,
  type Locale,
} from '@gsvmc/shared-kit';
import { commonMessages } from '../../components/common.messages';
import { langAttr } from '../../components/textLang';
import { noticeParagraphs } from './noticeParagraphs';
import { noticePageMessages } from './noticePage.messages';
import { useGetNoticeQuery } from './noticesApi';

/** While the text is being read, an open page asks again this often (it usually takes under a minute). */
export const PENDING_POLL_MS = 15_000;

export default function NoticePage() {
  const t = useMessages(noticePageMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  const { id = '' } = useParams();
  const query = useGetNoticeQuery(id, { skip: !id });
  const { data: notice, isLoading, isFetching, isError, error, refetch } = query;
  // A visitor who opened the page while the text was being read sees it arrive.
  useGetNoticeQuery(id, { skip: !id || notice?.textStatus !== 'pending', pollingInterval: PENDING_POLL_MS });
  const shown = notice ? noticeText(notice, locale) : null;
  useDocumentTitle(shown ? shown.title.value : t('title'));

  let content: ReactNode;
  if (!id || getErrorStatus(error) === 404) {
    content = (
      <Missing role="alert">
        <h1>{t('notFound')}</h1>
        <p>{t('notFoundDetail')}</p>
      </Missing>
    );
  } else if (!notice && (isLoading || isFetching)) {
    content = <Spinner label={t('loading')} />;
  } else if (isError || !notice) {
    content = (
      <ErrorState
        message={t('loadFailed')}
        detail={tc('checkConnection')}
        retryLabel={tc('retry')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = <NoticeView notice={notice} locale={locale} />;
  }

  return (
    <PageContainer>
      <Back to={PATHS.notice}>
        <span aria-hidden="true">←</span>
        {t('backToBoard')}
      </Back>
      {content}
    </PageContainer>
  );
}

function NoticeView({ notice, locale }: { notice: NoticeDetail; locale: Locale }) {
  const t = useMessages(noticePageMessages);
  const { title, description } = noticeText(notice, locale);
  const labels = locale === 'bn' ? NOTICE_CATEGORY_LABELS_BN : NOTICE_CATEGORY_LABELS;
  const category = labels[notice.category] ?? labels.general;
  const pdf = fileUrl(notice.pdfUrl);
  const paragraphs = notice.textStatus === 'done' ? noticeParagraphs(notice.text ?? '') : [];
  // lang="en" marks the English shown on a Bengali page for want of a translation.
  const fallback = (picked: { lang: Locale; fallback: boolean }) => (picked.fallback ? picked.lang : undefined);

  return (
    <Layout>
      <Header>
        <Facts>
          <div>
            <dt>{t('published')}</dt>
            <dd>
              <time dateTime={notice.date}>{formatDate(notice.date, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{t('category')}</dt>
            <dd>{category}</dd>
          </div>
        </Facts>
        <Title lang={fallback(title)}>{title.value}</Title>
        {description.value && <Lead lang={fallback(description)}>{description.value}</Lead>}
      </Header>

      <Body aria-labelledby="notice-text-heading">
        <h2 id="notice-text-heading">{t('textHeading')}</h2>
        {paragraphs.length > 0 ? (
          <>
            {paragraphs.map((paragraph, i) => (
              <Paragraph key={i} lang={langAttr(paragraph, locale)}>
                {paragraph}
              </Paragraph>
            ))}
            {notice.textSource === 'ocr' && <Note>{t('readByMachine')}</Note>}
          </>
        ) : (
          <Note role="status">{notice.textStatus === 'failed' ? t('textFailed') : t('textPending')}</Note>
        )}
      </Body>

      <File aria-labelledby="notice-file-heading" $picture={Boolean(notice.previewUrl)}>
        <h2 id="notice-file-heading">{t('fileHeading')}</h2>
        {notice.previewUrl && (
          <PreviewLink href={pdf} target="_blank" rel="noopener noreferrer">
            <Preview
              src={fileUrl(notice.previewUrl)}
              alt={t('firstPage', { title: title.value })}
              width={240}
              height={339}
              loading="lazy"
              decoding="async"
            />
          </PreviewLink>
        )}
        <Download href={pdf} download aria-label={t('downloadLabel', { title: title.value })}>
          {t('download')}
        </Download>
        <FileFacts>
          {notice.fileSize ? <span>{t('pdfSize', { bytes: notice.fileSize })}</span> : null}
          {notice.pageCount ? <span>{t('pages', { count: notice.pageCount })}</span> : null}
        </FileFacts>
      </File>
    </Layout>
  );
}

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin-bottom: 8px;
  font-weight: 600;
`;

const Missing = styled.div`
  padding: 32px 0;
  h1 {
    margin: 0 0 8px;
  }
`;

// Phones: heading, text, then the file. Wider screens: the file beside the text, as on paper.
const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'header' 'body' 'file';
  gap: 20px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 260px;
    grid-template-areas: 'header file' 'body file';
    grid-template-rows: auto 1fr;
    column-gap: 32px;
  }
`;

const Header = styled.header`
  grid-area: header;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0 0 8px;
  color: ${({ theme }) => theme.color.muted};
  div {
    display: flex;
    gap: 6px;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.4rem, 4vw, 2rem);
  overflow-wrap: anywhere;
  &:lang(bn) {
    line-height: ${({ theme }) => theme.lineHeight.headingBengali};
  }
`;

const Lead = styled.p`
  margin: 8px 0 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Body = styled.section`
  grid-area: body;
  max-width: 70ch;
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const Paragraph = styled.p`
  margin: 0 0 1em;
  font-size: 1.05rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningLight};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

// On a phone the first page is a small picture beside Download (the text above is what is read);
// beside the text on wider screens it is larger.
const File = styled.aside<{ $picture: boolean }>`
  grid-area: file;
  display: grid;
  grid-template-columns: ${({ $picture }) => ($picture ? '96px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-areas: ${({ $picture }) =>
    $picture ? `'heading heading' 'picture download' 'picture facts'` : `'heading' 'download' 'facts'`};
  grid-template-rows: auto auto 1fr;
  align-items: start;
  gap: 10px 14px;
  > h2 {
    grid-area: heading;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'heading' 'picture' 'download' 'facts';
    grid-template-rows: none;
  }
  padding: 16px;
  align-self: start;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: 16px;
  }
`;

const PreviewLink = styled.a`
  grid-area: picture;
`;

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 226px;
  height: auto;
  aspect-ratio: 240 / 339;
  object-fit: contain;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

const Download = styled.a`
  grid-area: download;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  padding: 6px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;

const FileFacts = styled.p`
  grid-area: facts;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;
