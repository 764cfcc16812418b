// mf-public's Node build, for server rendering (mf.ssr.mjs): the same exposed pages, as one CommonJS
// file in dist/ssr/ that the site's server fetches from this remote's URL.
import { fileURLToPath } from 'node:url';
import { remoteNodeConfig } from '../mf.ssr.mjs';
import { exposes } from './rspack.config.mjs';

export default () =>
  remoteNodeConfig({ name: 'mf_public', exposes, dir: fileURLToPath(new URL('.', import.meta.url)) });
