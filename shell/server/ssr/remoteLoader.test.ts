// The server side of "a remote can be redeployed alone": the remote's Node build is fetched by URL
// and replaced when its ssr-manifest.json names a new file; a remote that is down rejects (its page
// falls back); a build cannot reach packages the shell does not share.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { forgetRemoteBuilds, loadExposedPage, onRemoteBuildChanged } from './remoteLoader';

/** A remote's files, changeable between requests (a redeploy). */
const files = new Map<string, string>();
const requests: string[] = [];
let server: http.Server;
let manifestUrl: string;

const build = (text: string, extra = '') => `
  const React = require('react');
  ${extra}
  exports.pages = { Page: async () => ({ default: () => React.createElement('p', null, ${JSON.stringify(text)}) }) };
`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = files.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  manifestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  forgetRemoteBuilds();
  files.clear();
  requests.length = 0;
});

const deploy = (file: string, code: string) => {
  files.set('/ssr/ssr-manifest.json', JSON.stringify({ entry: file }));
  files.set(`/ssr/${file}`, code);
};

async function renderedText(): Promise<string> {
  const mod = (await loadExposedPage(manifestUrl, 'Page')) as { default: () => { props: { children: string } } };
  return mod.default().props.children;
}

it('fetches the build once, and the new one after a redeploy', async () => {
  const changed = jest.fn();
  const stop = onRemoteBuildChanged(changed);
  deploy('remote.aaaa1111.js', build('first'));
  expect(await renderedText()).toBe('first');
  expect(await renderedText()).toBe('first');
  expect(requests.filter((url) => url.endsWith('.js'))).toEqual(['/ssr/remote.aaaa1111.js']);
  expect(changed).not.toHaveBeenCalled();

  deploy('remote.bbbb2222.js', build('second'));
  expect(await renderedText()).toBe('second');
  expect(changed).toHaveBeenCalledWith(manifestUrl);
  stop();
});

it('rejects when the remote is down or has no server build', async () => {
  await expect(loadExposedPage(manifestUrl, 'Page')).rejects.toThrow(/answered 404/);
  await expect(loadExposedPage('http://127.0.0.1:9/mf-manifest.json', 'Page')).rejects.toThrow();
});

it('rejects a page the build does not have', async () => {
  deploy('remote.cccc3333.js', build('x'));
  await expect(loadExposedPage(manifestUrl, 'Missing')).rejects.toThrow(/has no page Missing/);
});

it('gives a build the shared singletons only', async () => {
  deploy('remote.dddd4444.js', build('x', "require('node:fs');"));
  await expect(loadExposedPage(manifestUrl, 'Page')).rejects.toThrow(
    /asked for "node:fs", which the shell does not share/,
  );
});
