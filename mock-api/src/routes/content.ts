import {
  allPageSlugs,
  checkPageContent,
  checkSiteSettings,
  CONTENT_LIMITS,
  pagePath,
  textStamps,
  translationCounts,
  type ContentCheck,
  type PageContent,
  type PageSummary,
  type SiteSettings,
} from '@gsvmc/shared-types';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { badRequest, HttpError, linkNotAllowed, notFound } from '../errors';
import { isConflict, SETTINGS_KEY, type Conflict, type DraftState } from '../repositories/content';
import { errors } from '../schemas';
import { contentSchemas } from './contentSchemas';
import { inDhaka } from '../collegeTime';

/** One kind of document: the pages (by slug) or the site settings (one document). */
interface Kind<T> {
  tag: string;
  base: string;
  params?: object;
  keyOf: (request: FastifyRequest) => string;
  check: (value: unknown) => ContentCheck<T>;
  /** Fields the page routes add (slug, path). */
  extra: (key: string) => Record<string, string>;
  noun: string;
}

const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string', maxLength: 100, pattern: '^[a-z0-9-]+$' } },
  required: ['slug'],
} as const;

const pages: Kind<PageContent> = {
  tag: 'pages',
  base: '/pages/:slug',
  params: slugParams,
  keyOf: (request) => {
    const { slug } = request.params as { slug: string };
    if (!pagePath(slug)) throw notFound(`There is no page "${slug}"`);
    return slug;
  },
  check: checkPageContent,
  extra: (key) => ({ slug: key, path: pagePath(key) ?? '' }),
  noun: 'page',
};

const settings: Kind<SiteSettings> = {
  tag: 'site settings',
  base: '/site',
  keyOf: () => SETTINGS_KEY,
  check: checkSiteSettings,
  extra: () => ({}),
  noun: 'site settings',
};

const who = (request: FastifyRequest) => request.user?.email ?? null;

/**
 * Someone saved first: the message the editor shows, and the version to reload. The values let the
 * portal say it in the editor's language, and say "you, in another tab" when the earlier save was
 * this same account's.
 */
function conflictError(noun: string, { conflict }: Conflict, request: FastifyRequest): HttpError {
  const byYou = !!conflict.updatedBy && conflict.updatedBy === who(request);
  const name = conflict.updatedByName ?? conflict.updatedBy;
  const by = byYou ? ' by you, in another tab or window,' : name ? ` by ${name} (${conflict.updatedBy})` : '';
  return new HttpError(
    409,
    'CONFLICT',
    `These ${noun === 'page' ? 'page contents' : noun} were changed${by} at ${inDhaka(conflict.updatedAt)} after you opened them, so your save was refused. ` +
      'Nothing you typed is lost: it stays in the editor. Reload to see the newer version, then make your changes again.',
    { etag: `"${conflict.version}"` },
    undefined,
    { updatedAt: conflict.updatedAt, updatedBy: conflict.updatedByName ?? conflict.updatedBy, byYou },
  );
}

/** The version an edit started from: the body's `version`, else an If-Match header ("3" or W/"3"). */
function expectedVersion(request: FastifyRequest, body: { version?: number } | undefined): number | undefined {
  if (typeof body?.version === 'number') return body.version;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(String(request.headers['if-match'] ?? '').trim());
  return match ? Number(match[1]) : undefined;
}

function requireVersion(request: FastifyRequest, body: { version?: number } | undefined): number {
  const version = expectedVersion(request, body);
  if (version === undefined)
    throw badRequest('Send the version you started from (the draft\'s "version", or an If-Match header).');
  return version;
}

function sendDraft<T>(reply: FastifyReply, kind: Kind<T>, key: string, draft: DraftState<T>) {
  reply.header('etag', `"${draft.version}"`).header('cache-control', 'no-store');
  return { ...kind.extra(key), ...draft };
}

function routesFor<T>(kind: Kind<T>): FastifyPluginAsync<{ ctx: AppContext }> {
  return async (app, { ctx }) => {
    const repo = ctx.content;
    const params = kind.params ? { params: kind.params } : {};
    const tags = [kind.tag];
    const staff = { onRequest: ctx.requireStaff };
    const security = [{ bearer: [] }];
    const s = contentSchemas(kind.noun);

    app.get(
      kind.base,
      {
        schema: {
          tags,
          summary: `The published ${kind.noun} (what visitors see)`,
          ...params,
          response: { 200: s.published, ...errors(404) },
        },
      },
      async (request, reply) => {
        const key = kind.keyOf(request);
        const live = await repo.live<T>(key);
        if (!live) throw notFound(`The ${kind.noun} has not been published`);
        // Editors expect a publish to show at once; the site's server keeps its own render cache.
        reply.header('cache-control', 'no-cache');
        return { ...kind.extra(key), ...live };
      },
    );

    app.get(
      `${kind.base}/draft`,
      {
        ...staff,
        schema: {
          tags,
          summary: `The ${kind.noun}' draft and its version (staff); the version is also the ETag`,
          security,
          ...params,
          response: { 200: s.draft, ...errors(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const key = kind.keyOf(request);
        const draft = await repo.draft<T>(key);
        if (!draft) throw notFound(`There is no such ${kind.noun}`);
        return sendDraft(reply, kind, key, draft);
      },
    );

    app.put<{ Body: { content: unknown; version?: number } }>(
      `${kind.base}/draft`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Save the ${kind.noun}' draft (staff); visitors see nothing until it is published`,
          description:
            'Send the version the edit started from (body `version` or If-Match). A save over a newer version is ' +
            `refused with 409 and changes nothing. Content that fails the check (unknown block, missing field, a link ` +
            `other than http(s), mailto, tel or a site path, more than ${CONTENT_LIMITS.pageBytes / 1024} KB or ` +
            `${CONTENT_LIMITS.blocks} blocks) is refused with 400, a sentence naming the field, and the field's path in \`field\`.`,
          security,
          ...params,
          body: s.saveBody,
          response: { 200: s.draft, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const key = kind.keyOf(request);
        const version = requireVersion(request, request.body);
        const checked = kind.check(request.body.content);
        if (!checked.ok) {
          const { message, path, code } = checked.problem;
          throw code === 'LINK_NOT_ALLOWED'
            ? linkNotAllowed(message, path)
            : new HttpError(400, 'VALIDATION_FAILED', message, {}, path);
        }
        const saved = await repo.saveDraft<T>(key, checked.value, version, who(request) ?? 'unknown', request);
        if (!saved) throw notFound(`There is no such ${kind.noun}`);
        if (isConflict(saved)) throw conflictError(kind.noun, saved, request);
        return sendDraft(reply, kind, key, saved);
      },
    );

    app.post<{ Body: { version?: number; publishAt?: string | null } | undefined }>(
      `${kind.base}/publish`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Publish the ${kind.noun}' draft, now or at a time (staff)`,
          description:
            'Publishes the draft of `version` (the one previewed). With a future `publishAt` visitors see it from then; ' +
            'a later publish replaces a revision still waiting for its time.',
          security,
          ...params,
          body: s.publishBody,
          response: { 201: s.revision, ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const key = kind.keyOf(request);
        const version = requireVersion(request, request.body);
        let publishAt: string | null = null;
        if (request.body?.publishAt) {
          const at = new Date(request.body.publishAt);
          if (Number.isNaN(at.getTime())) throw badRequest('The publish time is not a date and time.');
          publishAt = at.toISOString();
        }
        const revision = await repo.publish(key, version, publishAt, who(request) ?? 'unknown', request);
        if (!revision) throw notFound(`There is no such ${kind.noun}`);
        if (isConflict(revision)) throw conflictError(kind.noun, revision, request);
        return reply.code(201).send(revision);
      },
    );

    app.get(
      `${kind.base}/revisions`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Every published revision of the ${kind.noun}, newest first (staff)`,
          security,
          ...params,
          response: { 200: { type: 'array', items: s.revision }, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const list = await repo.revisions(kind.keyOf(request));
        if (!list) throw notFound(`There is no such ${kind.noun}`);
        return list;
      },
    );

    app.get(
      `${kind.base}/translation`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Each text of the ${kind.noun}' draft with its translation state (staff: the editor's marks)`,
          description:
            'Derived from the revisions, oldest first, then the draft: a language changed alone leaves the other one older until it changes too.',
          security,
          ...params,
          response: { 200: s.textStamps, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const versions = await repo.history(kind.keyOf(request));
        if (!versions) throw notFound(`There is no such ${kind.noun}`);
        return textStamps(versions);
      },
    );

    const revisionParams = {
      type: 'object',
      properties: {
        ...(kind.params ? slugParams.properties : {}),
        id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
      },
      required: [...(kind.params ? ['slug'] : []), 'id'],
    };

    app.get<{ Params: { id: string } }>(
      `${kind.base}/revisions/:id`,
      {
        ...staff,
        schema: {
          tags,
          summary: `One revision of the ${kind.noun} with its content (staff: History's preview)`,
          security,
          params: revisionParams,
          response: { 200: s.revisionWithContent, ...errors(401, 403, 404) },
        },
      },
      async (request) => {
        const found = await repo.revision<T>(kind.keyOf(request), Number(request.params.id));
        if (!found) throw notFound('There is no such revision');
        return found;
      },
    );

    app.post<{ Params: { id: string }; Body: { version?: number } | undefined }>(
      `${kind.base}/revisions/:id/restore`,
      {
        ...staff,
        schema: {
          tags,
          summary: `Publish an earlier revision of the ${kind.noun} again, now, and make it the draft (staff)`,
          description: 'With `version` (or If-Match), a draft saved since the editor looked is not overwritten (409).',
          security,
          params: revisionParams,
          body: s.restoreBody,
          response: { 201: s.revision, ...errors(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const key = kind.keyOf(request);
        const restored = await repo.restore(
          key,
          Number(request.params.id),
          who(request) ?? 'unknown',
          request,
          expectedVersion(request, request.body),
        );
        if (!restored) throw notFound('There is no such revision');
        if (isConflict(restored)) throw conflictError(kind.noun, restored, request);
        return reply.code(201).send(restored.revision);
      },
    );
  };
}

export const contentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pages',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['pages'],
        summary: 'Every page by its title and public path (staff)',
        security: [{ bearer: [] }],
        response: { 200: { type: 'array', items: contentSchemas('page').summary }, ...errors(401, 403) },
      },
    },
    async (): Promise<PageSummary[]> => {
      const drafts = new Map((await ctx.content.drafts<PageContent>()).map((d) => [d.key, d]));
      const list: PageSummary[] = [];
      for (const slug of allPageSlugs()) {
        const d = drafts.get(slug);
        if (!d) continue;
        list.push({
          slug,
          path: pagePath(slug) ?? '',
          // A page titled only in Bengali is listed by that title.
          title: d.content.title.en.trim() || d.content.title.bn || slug,
          // The Bengali portal lists a page by its Bengali title, as the dashboard names it.
          titleBn: d.content.title.bn?.trim() || null,
          unpublished: d.unpublished,
          publishAt: d.publishAt,
          updatedAt: d.updatedAt,
          publishedAt: d.publishedAt,
          translation: translationCounts((await ctx.content.history(slug)) ?? [d.content]),
        });
      }
      return list;
    },
  );
  await app.register(routesFor(pages), { ctx });
  await app.register(routesFor(settings), { ctx });
};
