// Entry of the shell's Node build (rspack.ssr.config.mjs).
export { renderRoute, serializeState, planRoute, warmUp, RENDER_TIMEOUT_MS } from './renderRoute';
export { forgetRemoteBuilds, REMOTE_FETCH_TIMEOUT_MS } from './remoteLoader';
