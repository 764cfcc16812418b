// GET /audit (admin only): one page of the log with its filters.
import type { AuditPage, AuditQuery } from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const auditApi = baseApi.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditQuery>({
      query: (q) => ({
        url: 'audit',
        params: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')),
      }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditQuery } = auditApi;
