// The shared schemas every route refers to by $id, and the OpenAPI description served at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { journalPublicationSchema } from '../routes/journalPublications';
import { alumniSchema, errorSchema, facultySchema, noticeSchema, photoSchema, userSchema } from '../schemas';
import { auditEntrySchema, importBatchSchema, trashItemSchema, userAccountSchema } from '../staffSchemas';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  for (const schema of [
    errorSchema,
    userSchema,
    facultySchema,
    noticeSchema,
    photoSchema,
    alumniSchema,
    userAccountSchema,
    auditEntrySchema,
    trashItemSchema,
    importBatchSchema,
    journalPublicationSchema,
  ])
    app.addSchema(schema);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GSVMC site API',
        version: '1.0.0',
        description: 'Every call of SPEC.md §7. Errors are { message, code }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  // helmet's CSP (which allows the UI's inline styles) covers the docs page too.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
