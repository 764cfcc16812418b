import { allPageSlugs, auditRecordLabel, type AttentionResponse, type PageContent } from '@gsvmc/shared-types';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { SETTINGS_KEY } from '../repositories/content';
import { errors } from '../schemas';

/** How many rows of the log the dashboard shows as "recent activity". */
export const RECENT_ROWS = 6;

/** Whether a text, a rich text or a part of one holds any words (markup keys such as `type` aside). */
function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasWords);
  if (value && typeof value === 'object') {
    const { text, children, items } = value as Record<string, unknown>;
    return [text, children, items].some(hasWords);
  }
  return false;
}

/** How a page is named in the answer: its slug and its English and Bengali titles. */
const PAGE_NAME = {
  slug: { type: 'string' },
  title: { type: 'string' },
  titleBn: { type: ['string', 'null'] },
} as const;

const isLocalized = (value: object): value is { en: unknown; bn?: unknown } =>
  'en' in value && Object.keys(value).every((key) => key === 'en' || key === 'bn');

/**
 * How many texts of a page are written in one language only: English with no Bengali, or Bengali with
 * no English. The simple rule the office can act on; whether a Bengali text is older than its English
 * is the page editor's business.
 */
export function untranslatedTexts(content: unknown): number {
  if (Array.isArray(content)) return content.reduce((n: number, item) => n + untranslatedTexts(item), 0);
  if (!content || typeof content !== 'object') return 0;
  if (isLocalized(content)) return hasWords(content.en) !== hasWords(content.bn) ? 1 : 0;
  return Object.values(content).reduce((n: number, item) => n + untranslatedTexts(item), 0);
}

export const attentionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/admin/attention',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['stats'],
        summary:
          'What needs attention: unpublished drafts, scheduled notices, the trash, untranslated pages, recent changes (staff)',
        description:
          'One answer for the admin dashboard. A draft counts when it differs from what visitors see; a page is ' +
          'untranslated when any of its texts has English and no Bengali, or the reverse.',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            properties: {
              drafts: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    ...PAGE_NAME,
                    updatedAt: { type: 'string' },
                    updatedBy: { type: ['string', 'null'] },
                    publishAt: { type: ['string', 'null'] },
                  },
                },
              },
              scheduledNotices: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { _id: { type: 'string' }, title: { type: 'string' }, publishAt: { type: 'string' } },
                },
              },
              trash: {
                type: 'object',
                properties: { count: { type: 'integer' }, nextPurge: { type: ['string', 'null'] } },
              },
              untranslated: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    ...PAGE_NAME,
                    texts: { type: 'integer' },
                  },
                },
              },
              recent: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    _id: { type: 'integer' },
                    at: { type: 'string' },
                    who: { type: ['string', 'null'] },
                    action: { type: 'string' },
                    entity: { type: 'string' },
                    entityId: { type: ['string', 'null'] },
                    label: { type: ['string', 'null'] },
                  },
                },
              },
            },
          },
          ...errors(401, 403),
        },
      },
    },
    async (_request, reply): Promise<AttentionResponse> => {
      reply.header('cache-control', 'no-store');
      const [documents, notices, trash, log] = await Promise.all([
        ctx.content.drafts<PageContent>(),
        ctx.notices.listAll(),
        ctx.trash.list(),
        ctx.audit.list({ kind: 'changes', page: 1, pageSize: RECENT_ROWS }),
      ]);
      const bySlug = new Map(documents.map((d) => [d.key, d]));
      const titleOf = (slug: string) =>
        slug === SETTINGS_KEY ? 'Site settings' : (bySlug.get(slug)?.content.title?.en ?? slug);
      // The Bengali portal names a page by its Bengali title where it has one.
      const titleBnOf = (slug: string) =>
        slug === SETTINGS_KEY ? null : bySlug.get(slug)?.content.title?.bn?.trim() || null;
      const order = [...allPageSlugs(), SETTINGS_KEY];
      const known = order.flatMap((slug) => bySlug.get(slug) ?? []);

      const drafts = known
        .filter((d) => d.unpublished)
        .map((d) => ({
          slug: d.key,
          title: titleOf(d.key),
          titleBn: titleBnOf(d.key),
          updatedAt: d.updatedAt,
          updatedBy: d.updatedBy,
          publishAt: d.publishAt,
        }));
      const untranslated = known
        .filter((d) => d.key !== SETTINGS_KEY)
        .map((d) => ({
          slug: d.key,
          title: titleOf(d.key),
          titleBn: titleBnOf(d.key),
          texts: untranslatedTexts(d.content),
        }))
        .filter((p) => p.texts > 0);
      const scheduledNotices = notices
        .filter((n) => n.status === 'scheduled')
        .map((n) => ({ _id: n._id, title: n.title, publishAt: n.publishAt }))
        .sort((a, b) => a.publishAt.localeCompare(b.publishAt));
      const nextPurge = trash.reduce<string | null>((soonest, item) => {
        return !soonest || item.purgeAfter < soonest ? item.purgeAfter : soonest;
      }, null);
      const recent = log.data.map((entry) => ({
        _id: entry._id,
        at: entry.at,
        who: entry.actorEmail,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        label:
          entry.entity === 'page' && entry.entityId
            ? titleOf(entry.entityId)
            : entry.entity === 'settings'
              ? null
              : auditRecordLabel(entry.before, entry.after),
      }));
      return { drafts, scheduledNotices, trash: { count: trash.length, nextPurge }, untranslated, recent };
    },
  );
};
