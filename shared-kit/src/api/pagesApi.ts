// The published pages and site settings (content edited in the admin portal). Read by mf-public (the
// pages), the shell (banner and footer) and mf-admin (its preview), so they live here; the admin's
// draft, publish and restore calls live in mf-admin and invalidate these tags.
import type { PublishedPage, PublishedSettings } from '@gsvmc/shared-types';
import { baseApi } from './baseApi';

export const pagesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Page', 'Site'] }).injectEndpoints({
  endpoints: (build) => ({
    getPage: build.query<PublishedPage, string>({
      query: (slug) => `pages/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Page', id: slug }],
    }),
    getSiteSettings: build.query<PublishedSettings, void>({
      query: () => 'site',
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetPageQuery, useGetSiteSettingsQuery } = pagesApi;
