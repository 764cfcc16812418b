// What /uploads answers carry beyond the static file: a sandbox, and a notice's file name from its title.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * RFC 6266 Content-Disposition for `<title>.<ext>`: an ASCII `filename` for old clients (accents
 * dropped, other characters replaced) and a UTF-8 `filename*` (RFC 8187) that keeps Bengali and
 * every other script as written.
 */
export function contentDisposition(title: string, ext: string, type: 'inline' | 'attachment' = 'inline'): string {
  // Characters no file system takes, control characters and leading dots become nothing or a space.
  const base =
    title
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f"*/:<>?\\|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+/, '')
      .slice(0, 120)
      .trim() || 'notice';
  // ASCII fallback: accents dropped (é -> e), other scripts' runs become one "_"; a title with no
  // Latin letter left (a Bengali one) is called "notice-…" so the name still says what it is.
  let ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/[%\\"]/g, '_')
    .replace(/[\s_]*_[\s_]*/g, '_')
    .replace(/^[\s_]+|[\s_]+$/g, '');
  if (!/[A-Za-z]/.test(ascii)) ascii = ascii ? `notice-${ascii}` : 'notice';
  // encodeURIComponent leaves ' ( ) * unescaped; RFC 8187's attr-char does not allow them.
  const encoded = encodeURIComponent(`${base}.${ext}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}.${ext}"; filename*=UTF-8''${encoded}`;
}

/**
 * onSend hook for /uploads/: `Content-Security-Policy: sandbox` (an uploaded PDF or image opened on
 * the site's origin runs in an opaque origin: no script, no access to the session in localStorage),
 * and for a notice's or a journal publication's PDF a download name made from its title.
 */
export function registerUploadHeaders(app: FastifyInstance, db: Kysely<DB>): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const publicPath = request.pathname;
    if (!publicPath.startsWith('/uploads/')) return payload;
    reply.header('content-security-policy', 'sandbox');
    // Not public yet (a scheduled notice's PDF opened by staff): neither the browser's shared
    // caches nor the site's server may keep it, or it would reach visitors before its time.
    if (request.privateFile) reply.header('cache-control', 'private, no-store');
    if (reply.statusCode === 200 && publicPath.startsWith('/uploads/notices/')) {
      const notice = await db
        .selectFrom('notices')
        .select('title')
        .where('pdf_path', '=', publicPath)
        .executeTakeFirst();
      if (notice) reply.header('content-disposition', contentDisposition(notice.title, 'pdf'));
    }
    if (reply.statusCode === 200 && publicPath.startsWith('/uploads/journal/')) {
      const publication = await db
        .selectFrom('journal_publications')
        .select('title')
        .where('pdf_path', '=', publicPath)
        .executeTakeFirst();
      if (publication) reply.header('content-disposition', contentDisposition(publication.title, 'pdf'));
    }
    return payload;
  });
}

/** Every upload path a row names (the start-up sweep keeps these and removes the rest). */
export async function referencedUploads(db: Kysely<DB>): Promise<string[]> {
  const [faculty, notices, previews, photos, journal, trash] = await Promise.all([
    db.selectFrom('faculty').select('picture as p').where('picture', 'is not', null).execute(),
    db.selectFrom('notices').select('pdf_path as p').execute(),
    db.selectFrom('notices').select('preview_path as p').where('preview_path', 'is not', null).execute(),
    db.selectFrom('photos').select('image_path as p').execute(),
    db.selectFrom('journal_publications').select('pdf_path as p').where('pdf_path', 'is not', null).execute(),
    // A trashed item's files are kept for its restore until it is purged.
    db.selectFrom('trash').select('files').execute(),
  ]);
  const trashed = trash.flatMap((r) => JSON.parse(r.files) as string[]);
  return [
    ...[...faculty, ...notices, ...previews, ...photos, ...journal].map((r) => String(r.p)),
    ...trashed,
    ...(await contentUploads(db)),
  ];
}

/**
 * Every upload a page's or the settings' draft or published revision names (a picture uploaded from
 * the editor has no row of its own). Restoring an old revision needs its pictures, so all revisions count.
 */
async function contentUploads(db: Kysely<DB>): Promise<string[]> {
  const [drafts, revisions] = await Promise.all([
    db.selectFrom('content_documents').select('draft as json').execute(),
    db.selectFrom('content_revisions').select('content as json').execute(),
  ]);
  const found = new Set<string>();
  for (const { json } of [...drafts, ...revisions])
    for (const match of json.matchAll(/\/uploads\/[a-z]+\/[A-Za-z0-9._-]+/g)) found.add(match[0]);
  return [...found];
}
