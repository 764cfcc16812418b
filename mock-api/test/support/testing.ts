// What other packages' tests may use of the API host, by the package's name (`mock-api/testing`), so
// that none reaches into this package's files by a relative path: the server in process, for tests of
// the site's server against the real API.
export { buildServer, type ServerOptions } from '../../src/server';
