// Notice board (SPEC.md §2.4): published, unexpired notices, pinned first then newest,
// grouped by month, a page at a time, with a category filter kept in the URL and a
// "New" mark for a week. The Atom feed is announced with <link rel="alternate">. In Bengali (/bn/notice)
// the words, categories, month headings and dates are Bengali, and a notice shows its Bengali title and
// description where it has them, else the English marked lang="en".
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NOTICE_CATEGORIES, PATHS } from '@gsvmc/shared-types';
import {
  Button,
  EmptyState,
  ErrorState,
  PageContainer,
  PageHeader,
  Spinner,
  getRuntimeConfig,
  useAdoptedChoice,
  useDocumentTitle,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { ApplyButton, Field } from '../../components/FilterBar';
import { commonMessages } from '../../components/common.messages';
import { noticeMessages } from './messages';
import { useGetNoticePagesInfiniteQuery } from './noticesApi';
import { groupByMonth, isNew } from './noticeGroups';
import { categoryName, isCategory } from './noticeCategories';
import { NoticeItem } from './components/NoticeItem';
import { AllLink, CategoryForm, FeedLink, Group, GroupHeading, List, More, Toolbar } from './NoticeBoardPage.styles';

export default function NoticeBoardPage() {
  const t = useMessages(noticeMessages);
  const tc = useMessages(commonMessages);
  const locale = useLocale();
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const ids = useId();
  const { data, isLoading, isFetching, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetNoticePagesInfiniteQuery({ category });

  const notices = useMemo(() => data?.pages.flatMap((p) => p.data) ?? [], [data]);
  const total = data?.pages[data.pages.length - 1]?.total ?? 0;
  const groups = useMemo(() => groupByMonth(notices, locale), [notices, locale]);
  const now = Date.now();

  const chooseCategory = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set('category', value);
        else next.delete('category');
        return next;
      },
      { replace: true },
    );

  // A category picked in the server's page before the script ran is kept and applied.
  const categoryField = useAdoptedChoice<HTMLSelectElement>(category ?? '', chooseCategory);

  const feedUrl = `${getRuntimeConfig().apiBaseUrl}/notices/feed${category ? `?category=${category}` : ''}`;
  const label = category ? categoryName(category, locale) : undefined;

  let body;
  if (!data && (isLoading || isFetching)) body = <Spinner label={t('loading')} />;
  else if (isError && notices.length === 0)
    // SPEC.md §8 only logged this failure; the issue asks for it to be shown with Retry.
    body = (
      <ErrorState
        message={t('loadFailed')}
        detail={tc('checkConnection')}
        retryLabel={tc('retry')}
        onRetry={() => void refetch()}
      />
    );
  else if (notices.length === 0)
    body = category ? (
      <EmptyState>
        {t('noneInCategory', { category: label ?? '' })}{' '}
        <AllLink to={{ search: '' }} replace>
          {t('showAllCategories')}
        </AllLink>
      </EmptyState>
    ) : (
      <EmptyState>{t('empty')}</EmptyState>
    );
  else
    body = (
      <>
        {groups.map((group) => {
          const heading = group.key === 'pinned' ? t('pinned') : group.key === 'undated' ? t('undated') : group.heading;
          return (
            <Group key={group.key} aria-labelledby={`${ids}-${group.key}`}>
              <GroupHeading id={`${ids}-${group.key}`}>{heading}</GroupHeading>
              <List aria-label={group.key === 'pinned' ? t('pinnedList') : t('monthList', { month: heading })}>
                {group.notices.map((notice) => (
                  <NoticeItem key={notice._id} notice={notice} fresh={isNew(notice, now)} />
                ))}
              </List>
            </Group>
          );
        })}
        <More>
          <span role="status">{t('showing', { shown: notices.length, total })}</span>
          {isError && (
            <ErrorState message={t('loadMoreFailed')} retryLabel={tc('retry')} onRetry={() => void fetchNextPage()} />
          )}
          {hasNextPage && !isError && (
            <Button $variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          )}
        </More>
      </>
    );

  return (
    <PageContainer>
      {/* React 19 hoists this into <head>: feed readers and browsers find the feed from /notice. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title={label ? t('feedTitleCategory', { category: label }) : t('feedTitle')}
        href={feedUrl}
      />
      <PageHeader title={t('title')} crumbs={[{ label: tc('home'), to: PATHS.home }, { label: t('title') }]} />
      <Toolbar>
        {/* A GET form: without the script (or before it runs) Show asks the server for the category's
            notices; with it, choosing a category applies at once. */}
        <CategoryForm
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            categoryField.choose(categoryField.ref.current?.value ?? '');
          }}
        >
          <Field>
            <label htmlFor={`${ids}-category`}>{t('category')}</label>
            <select
              ref={categoryField.ref}
              id={`${ids}-category`}
              name="category"
              value={categoryField.value}
              onChange={(e) => categoryField.choose(e.target.value)}
            >
              <option value="">{t('allCategories')}</option>
              {NOTICE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {categoryName(c, locale)}
                </option>
              ))}
            </select>
          </Field>
          <ApplyButton label="show" />
        </CategoryForm>
        {/* The feed is a file, not a page: the same address in both languages. */}
        <FeedLink href={feedUrl}>{t('subscribe')}</FeedLink>
      </Toolbar>
      {body}
    </PageContainer>
  );
}
