// Benchmark only: serves the monolith build (bench/monolith/dist) as a CDN would, for `npm run bench`.
// Files precompressed at build time (brotli, gzip) through @fastify/static, hashed files cached for a
// year, index.html for every page path, /config.json answered here, and /api and /uploads forwarded
// to the same API host the federated site uses, so both builds are measured against the same data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the server; resolves to { url, close }. */
export async function startMonolithServer({ port, apiUrl, root = path.join(here, 'dist') }) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(reply, file) {
      reply.header(
        'Cache-Control',
        /(^|[./])[0-9a-f]{8,}\.\w+(\.br|\.gz)?$/.test(path.basename(file))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  // The shell reads its runtime config at start-up; in this build every "remote" is a local chunk.
  app.get('/config.json', async () => ({
    apiBaseUrl: '/api',
    fileBaseUrl: '',
    remotes: { mf_public: 'monolith', mf_directories: 'monolith', mf_admin: 'monolith' },
  }));
  const forward = async (req, reply) => {
    const headers = { ...req.headers };
    delete headers.host;
    const res = await fetch(new URL(req.url, apiUrl), {
      method: req.method,
      headers,
      body: ['GET', 'HEAD'].includes(req.method) ? undefined : req.raw,
      duplex: 'half',
    });
    reply.code(res.status);
    res.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'content-encoding'].includes(name))
        reply.header(name, value);
    });
    return reply.send(Buffer.from(await res.arrayBuffer()));
  };
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null));
  app.all('/api/*', forward);
  app.all('/uploads/*', forward);
  // Every other path is a page of the single-page app (deep links such as /facultyDetails/x).
  app.setNotFoundHandler((req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${app.server.address().port}`, close: () => app.close() };
}
