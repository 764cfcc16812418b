// Schemas of the content routes: they document the API at /api/docs. The content itself is checked
// by checkPageContent / checkSiteSettings (shared-types), whose refusals name the field in words;
// here it has no type on purpose: the server's Ajv removes every property a typed object schema does
// not list (removeAdditional: 'all'), and the response serializer would drop them too.
const content = (noun: string) =>
  ({
    description:
      noun === 'page'
        ? 'PageContent (shared-types/src/content.ts): { title, headerLink?, blocks: Block[] }'
        : 'SiteSettings (shared-types/src/content.ts): { banner, contact, social, webmailUrl }',
  }) as const;

const revisionProperties = {
  id: { type: 'integer' },
  number: { type: 'integer' },
  publishedAt: { type: 'string', format: 'date-time' },
  publishedBy: { type: ['string', 'null'] },
  restoredFrom: { type: ['integer', 'null'] },
} as const;

export function contentSchemas(noun: string) {
  const page = noun === 'page' ? { slug: { type: 'string' }, path: { type: 'string' } } : {};
  return {
    published: {
      type: 'object',
      properties: {
        ...page,
        content: content(noun),
        revision: { type: 'integer' },
        publishedAt: { type: 'string' },
      },
      required: ['content', 'revision', 'publishedAt'],
    },
    draft: {
      type: 'object',
      properties: {
        ...page,
        content: content(noun),
        version: { type: 'integer' },
        updatedAt: { type: 'string' },
        updatedBy: { type: ['string', 'null'], description: "The saver's email" },
        updatedByName: { type: ['string', 'null'], description: "The saver's name (their account's)" },
        unpublished: { type: 'boolean' },
        publishAt: { type: ['string', 'null'], description: 'A publish time still to come, if one was set' },
      },
      required: ['content', 'version', 'updatedAt', 'updatedBy', 'updatedByName', 'unpublished', 'publishAt'],
    },
    saveBody: {
      type: 'object',
      properties: { content: content(noun), version: { type: 'integer', minimum: 1 } },
      required: ['content'],
    },
    publishBody: {
      type: ['object', 'null'],
      properties: {
        version: { type: 'integer', minimum: 1 },
        publishAt: { type: ['string', 'null'], maxLength: 40, description: 'ISO date-time; absent publishes now' },
      },
    },
    restoreBody: {
      type: ['object', 'null'],
      properties: { version: { type: 'integer', minimum: 1 } },
    },
    revision: { type: 'object', properties: revisionProperties, required: Object.keys(revisionProperties) },
    revisionWithContent: {
      type: 'object',
      properties: { ...revisionProperties, content: content(noun) },
      required: [...Object.keys(revisionProperties), 'content'],
    },
    summary: {
      type: 'object',
      properties: {
        slug: { type: 'string' },
        path: { type: 'string' },
        title: { type: 'string' },
        titleBn: { type: ['string', 'null'], description: 'The Bengali title; null when the page has none' },
        unpublished: { type: 'boolean' },
        publishAt: { type: ['string', 'null'] },
        updatedAt: { type: 'string' },
        publishedAt: { type: ['string', 'null'] },
        translation: {
          type: 'object',
          description: 'How many texts have no Bengali (bnMissing) or no English, or one older than the other',
          properties: {
            bnMissing: { type: 'integer' },
            enMissing: { type: 'integer' },
            bnOlder: { type: 'integer' },
            enOlder: { type: 'integer' },
          },
          required: ['bnMissing', 'enMissing', 'bnOlder', 'enOlder'],
        },
      },
      required: [
        'slug',
        'path',
        'title',
        'titleBn',
        'unpublished',
        'publishAt',
        'updatedAt',
        'publishedAt',
        'translation',
      ],
    },
    textStamps: {
      type: 'object',
      description: 'Each text of the saved draft by its stable key: its words in each language and its state',
      additionalProperties: {
        type: 'object',
        properties: {
          en: { type: 'string' },
          bn: { type: 'string' },
          state: { type: 'string', enum: ['inStep', 'bnOlder', 'enOlder'] },
        },
        required: ['en', 'bn', 'state'],
      },
    },
  } as const;
}
