// Entry of the shell's Node build (rspack.ssr.config.mjs).
export { renderRoute, planRoute, warmUp, RENDER_TIMEOUT_MS } from './renderRoute';
export { serializeState } from './renderState';
export { forgetRemoteBuilds, REMOTE_FETCH_TIMEOUT_MS } from './remoteLoader';
