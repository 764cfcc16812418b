// A notice's own page (/notice/:id, /bn/notice/:id): what the notice says, as text, so a student on
// a phone reads it without downloading the PDF and a screen reader reads it aloud (ARCHITECTURE.md
// "A notice is its text"). The signed PDF stays beside it, with a picture of its first page, its size
// and its page count. Server-rendered; every control is a link, so it works with JavaScript off.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
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
import {
  Back,
  Missing,
  Layout,
  Header,
  Facts,
  Title,
  Lead,
  Body,
  Paragraph,
  Note,
  File,
  PreviewLink,
  Preview,
  Download,
  FileFacts,
} from './NoticePage.styles';

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
