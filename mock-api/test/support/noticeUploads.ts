// Uploading notices in tests: multipart bodies with repeated file fields (the `pages` of a notice).
import type { NoticeDetail } from '@gsvmc/shared-types';
import type { FastifyInstance } from 'fastify';

/** What an upload needs of a test's setup: the app and a staff token. */
export interface Uploader {
  app: FastifyInstance;
  adminToken: string;
  auth: (token: string) => Record<string, string>;
}

/** multipart/form-data with repeated file fields, in order (the `pages` of a notice). */
export function multipartParts(
  fields: Record<string, string>,
  files: Array<[string, { filename: string; content: Buffer; type?: string }]>,
) {
  const boundary = `----gsvmc${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, file] of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadPdf(t: Uploader, title: string, pdf: Buffer, fields: Record<string, string> = {}) {
  const form = multipartParts({ title, ...fields }, [['pdf', { filename: 'n.pdf', content: pdf }]]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notices/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json() as NoticeDetail;
}
