// What the built site server (dist-server/siteServer.mjs) offers scripts/start.mjs and the journeys.
export { createSiteServer, GATEWAY_ERRORS, PAGE_CACHE_LIFETIMES } from './siteServer';
export type { SiteServerOptions } from './siteServer';
export { parseUpstreams } from './upstreams';
