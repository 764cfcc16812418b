// What the built site server (dist-server/siteServer.mjs) offers scripts/start.mjs and the journeys.
export { createSiteServer } from './siteServer';
export { GATEWAY_ERRORS } from './upstreamFailures';
export type { SiteServer, SiteServerOptions } from './siteServerOptions';
export { PAGE_CACHE_LIFETIMES } from './pageCaching';
export { parseUpstreams } from './upstreams';
