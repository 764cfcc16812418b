// The shared base api with the tag only this remote's pages provide: the dashboard counts. Every
// mutation of the admin that changes a count invalidates it (STYLE.md "Data and errors").
import { baseApi } from '@gsvmc/shared-kit';

export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Stats'] });
