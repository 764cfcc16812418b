// Drafts, publishing and history of the pages and the site settings. A document is named by its API
// path: "pages/<slug>" or "site". Publishing or restoring invalidates what visitors read (shared-kit's
// getPage and getSiteSettings), so an open public page in this tab shows the change at once.
import type {
  PageContent,
  PageDraft,
  PageSummary,
  PublishRequest,
  Revision,
  RevisionWithContent,
  SettingsDraft,
  SiteSettings,
  UploadedContentImage,
} from '@gsvmc/shared-types';
import { uploadQueryFn } from '@gsvmc/shared-kit/staff';
import { adminApi } from '../../lib/adminApi';

/** "pages/about" or "site". */
export type DocPath = string;

const api = adminApi.enhanceEndpoints({ addTagTypes: ['Page', 'Site', 'Draft', 'Revisions', 'PageList', 'Live'] });

/** The public tag a document's publish changes. */
const publicTag = (doc: DocPath) =>
  doc === 'site' ? ('Site' as const) : { type: 'Page' as const, id: doc.slice('pages/'.length) };

/** What a publish or a restore changes: the draft, the history, the live page, the list, the public page. */
const wentLive = (doc: DocPath) => [
  { type: 'Draft' as const, id: doc },
  { type: 'Revisions' as const, id: doc },
  { type: 'Live' as const, id: doc },
  'PageList' as const,
  publicTag(doc),
];

export const pagesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPageList: build.query<PageSummary[], void>({
      query: () => 'pages',
      providesTags: ['PageList'],
    }),
    getDraft: build.query<PageDraft | SettingsDraft, DocPath>({
      query: (doc) => `${doc}/draft`,
      providesTags: (_r, _e, doc) => [{ type: 'Draft', id: doc }],
    }),
    saveDraft: build.mutation<
      PageDraft | SettingsDraft,
      { doc: DocPath; content: PageContent | SiteSettings; version: number }
    >({
      query: ({ doc, content, version }) => ({ url: `${doc}/draft`, method: 'PUT', body: { content, version } }),
      // The saved draft is the server's draft from now on: written into the cache at once, so the editor
      // never sees its own save as "unsaved" while the list is fetched again.
      async onQueryStarted({ doc }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(pagesAdminApi.util.upsertQueryData('getDraft', doc, data));
        } catch {
          // A refused save changes nothing; the editor says why.
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : ['PageList']),
    }),
    publish: build.mutation<Revision, PublishRequest & { doc: DocPath }>({
      query: ({ doc, ...body }) => ({ url: `${doc}/publish`, method: 'POST', body }),
      invalidatesTags: (_r, error, { doc }) => (error ? [] : wentLive(doc)),
    }),
    /** What visitors see now (the publish summary compares the draft with it); 404 when never published. */
    getLive: build.query<{ content: PageContent | SiteSettings }, DocPath>({
      query: (doc) => doc,
      providesTags: (_r, _e, doc) => [{ type: 'Live', id: doc }],
    }),
    getRevisions: build.query<Revision[], DocPath>({
      query: (doc) => `${doc}/revisions`,
      providesTags: (_r, _e, doc) => [{ type: 'Revisions', id: doc }],
    }),
    getRevision: build.query<RevisionWithContent<PageContent | SiteSettings>, { doc: DocPath; id: number }>({
      query: ({ doc, id }) => `${doc}/revisions/${id}`,
    }),
    restoreRevision: build.mutation<Revision, { doc: DocPath; id: number; version?: number }>({
      query: ({ doc, id, version }) => ({
        url: `${doc}/revisions/${id}/restore`,
        method: 'POST',
        body: version === undefined ? {} : { version },
      }),
      invalidatesTags: (_r, error, { doc }) => (error ? [] : wentLive(doc)),
    }),
    /** A picture for a block, through the upload pipeline (re-encoded, derivatives); nothing is invalidated. */
    uploadContentImage: build.mutation<UploadedContentImage, File>({
      queryFn: uploadQueryFn((file: File) => {
        const body = new FormData();
        body.append('image', file, file.name);
        return { url: 'content/images', body };
      }),
    }),
  }),
});

export const {
  useUploadContentImageMutation,
  useGetPageListQuery,
  useGetDraftQuery,
  useSaveDraftMutation,
  usePublishMutation,
  useGetRevisionsQuery,
  useLazyGetLiveQuery,
  useLazyGetRevisionQuery,
  useRestoreRevisionMutation,
} = pagesAdminApi;
