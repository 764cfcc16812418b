import { DEPARTMENTS, UPLOAD_LIMITS, type UpdateFacultyRequest } from '@gsvmc/shared-types';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { fileRequired, fileTypeNotAllowed, IMAGE_KINDS, invalidField, notFound } from '../errors';
import type { FacultyInput } from '../repositories/faculty';
import { createFacultySchema, errors, idParams, messageSchema, updateFacultySchema } from '../schemas';
import { readMultipart } from '../uploads/multipart';
import { removeStoredFile, saveImageThen } from '../uploads/images';
import { isImage, sniff } from '../uploads/sniff';

// Multipart fields bypass Fastify's body validation, so the same schema is compiled here.
const ajv = new Ajv({ removeAdditional: 'all', allErrors: false, coerceTypes: false });
addFormats(ajv);
const validateCreate = ajv.compile<FacultyInput>(createFacultySchema);

const LIST_FIELDS = ['qualifications', 'workExperience', 'publications'] as const;
const SCALAR_FIELDS = ['name', 'registrationNo', 'dateOfBirth', 'designation', 'department'] as const;

export const facultyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const list = { type: 'array', items: { $ref: 'Faculty#' } } as const;

  app.get(
    '/faculty',
    { schema: { tags: ['faculty'], summary: 'All faculty, by department and rank', response: { 200: list } } },
    (request, reply) => ctx.cache.send(request, reply, 'faculty', () => ctx.faculty.list()),
  );

  app.get<{ Params: { name: string } }>(
    '/faculty/department/:name',
    {
      schema: {
        tags: ['faculty'],
        summary: 'Faculty of one department; 404 when it has none (SPEC.md §7, §8)',
        params: { type: 'object', properties: { name: { type: 'string', maxLength: 200 } }, required: ['name'] },
        response: { 200: list, ...errors(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      // Members can only have one of DEPARTMENTS (schema), so other names need no query and no cache entry.
      if (!(DEPARTMENTS as readonly string[]).includes(name))
        throw notFound('No faculty members found for this department');
      const key = `faculty:department:${name}`;
      const load = () => ctx.faculty.listByDepartment(name);
      return ctx.cache.send(request, reply, key, load, {
        emptyIsNotFound: 'No faculty members found for this department',
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/faculty/:id',
    {
      schema: {
        tags: ['faculty'],
        summary: 'One faculty member',
        params: idParams,
        response: { 200: { $ref: 'Faculty#' }, ...errors(404) },
      },
    },
    async (request) => {
      const member = await ctx.faculty.get(request.params.id);
      if (!member) throw notFound('Faculty not found');
      return member;
    },
  );

  app.post(
    '/faculty',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['faculty'],
        summary: 'Add a faculty member (staff)',
        description:
          'multipart/form-data: name, registrationNo, dateOfBirth (YYYY-MM-DD), designation, department as fields; ' +
          'qualifications, workExperience and publications as JSON-encoded arrays; optional image file `facultyPicture` ' +
          `(JPEG, PNG, GIF or WebP, at most ${UPLOAD_LIMITS.imageBytes / 1024 / 1024} MB).`,
        security: [{ bearer: [] }],
        response: { 201: { $ref: 'Faculty#' }, ...errors(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(
        request,
        ['facultyPicture'],
        UPLOAD_LIMITS.imageBytes,
        'The picture',
      );
      const input: Record<string, unknown> = {};
      for (const key of SCALAR_FIELDS) if (fields[key] !== undefined) input[key] = fields[key].trim();
      for (const key of LIST_FIELDS) {
        const raw = fields[key];
        if (raw === undefined) continue;
        try {
          input[key] = JSON.parse(raw);
        } catch {
          throw invalidField(`${key} must be a JSON-encoded list`, key, 'type');
        }
      }
      if (!validateCreate(input)) {
        const e = validateCreate.errors?.[0];
        const field =
          (e?.params as { missingProperty?: string } | undefined)?.missingProperty ??
          (e?.instancePath.slice(1) || 'body');
        const rule =
          e?.keyword === 'required' || e?.keyword === 'minLength'
            ? 'required'
            : e?.keyword === 'maxLength'
              ? 'tooLong'
              : 'type';
        const limit = (e?.params as { limit?: number } | undefined)?.limit;
        throw invalidField(
          `${e?.instancePath.slice(1) || 'body'} ${e?.message ?? 'is invalid'}`.trim(),
          field,
          rule,
          rule === 'tooLong' && limit !== undefined ? { limit } : {},
        );
      }
      const picture = files.facultyPicture;
      const body = input as unknown as FacultyInput;
      if (!picture || picture.buffer.length === 0) {
        return reply.code(201).send(await ctx.faculty.create(body, request));
      }
      const kind = sniff(picture.buffer);
      if (!isImage(kind))
        throw fileTypeNotAllowed('The picture must be a JPEG, PNG, GIF or WebP image', 'facultyPicture', IMAGE_KINDS);
      const created = await saveImageThen(ctx, 'faculty', kind, picture.buffer, 'The picture', (path) =>
        ctx.faculty.create({ ...body, facultyPicture: path }, request),
      );
      return reply.code(201).send(created);
    },
  );

  app.put<{ Params: { id: string }; Body: UpdateFacultyRequest }>(
    '/faculty/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['faculty'],
        summary: 'Update part of a faculty member (staff)',
        description:
          'JSON with the profile fields, or only qualifications, or only workExperience, or only publications.',
        security: [{ bearer: [] }],
        params: idParams,
        body: updateFacultySchema,
        response: { 200: { $ref: 'Faculty#' }, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const updated = await ctx.faculty.update(request.params.id, request.body, request);
      if (!updated) throw notFound('Faculty not found');
      return updated;
    },
  );

  // A member's picture changes after creation: multipart, like POST /faculty. The
  // new file is stored first, then the record; the old file is deleted only after the record points at
  // the new one, so a failure leaves the member with a working picture and no orphan file.
  app.put<{ Params: { id: string } }>(
    '/faculty/:id/picture',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['faculty'],
        summary: "Replace a faculty member's picture (staff)",
        description: `multipart/form-data with the image file \`facultyPicture\` (JPEG, PNG, GIF or WebP, at most ${UPLOAD_LIMITS.imageBytes / 1024 / 1024} MB). The previous picture file is deleted.`,
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: { $ref: 'Faculty#' }, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await ctx.faculty.get(id))) throw notFound('Faculty not found');
      const { files } = await readMultipart(request, ['facultyPicture'], UPLOAD_LIMITS.imageBytes, 'The picture');
      const picture = files.facultyPicture;
      if (!picture || picture.buffer.length === 0) throw fileRequired('facultyPicture is required', 'facultyPicture');
      const kind = sniff(picture.buffer);
      if (!isImage(kind))
        throw fileTypeNotAllowed('The picture must be a JPEG, PNG, GIF or WebP image', 'facultyPicture', IMAGE_KINDS);
      // Re-encoded with derivatives like a picture given at creation, so a replaced
      // picture is as safe (no pixel flood, no metadata) and as light as the first one.
      const changed = await saveImageThen(ctx, 'faculty', kind, picture.buffer, 'The picture', async (path) => {
        const result = await ctx.faculty.setPicture(id, path, request);
        if (!result) throw notFound('Faculty not found');
        return result;
      });
      await removeStoredFile(ctx.uploads, changed.before.facultyPicture);
      return changed.after;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/faculty/:id/picture',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['faculty'],
        summary: "Remove a faculty member's picture (staff); the directory shows the initial instead",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: { $ref: 'Faculty#' }, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const changed = await ctx.faculty.setPicture(request.params.id, null, request);
      if (!changed) throw notFound('Faculty not found');
      await removeStoredFile(ctx.uploads, changed.before.facultyPicture);
      return changed.after;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/faculty/:id',
    {
      onRequest: ctx.requireStaff,
      schema: {
        tags: ['faculty'],
        summary: 'Move a faculty member, with their lists and picture, to the trash (staff)',
        description:
          'Restorable from the trash for 30 days (POST /api/trash/{id}/restore); the picture is kept until then.',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const removed = await ctx.faculty.remove(request.params.id, request);
      if (!removed) throw notFound('Faculty not found');
      return { message: 'Faculty member moved to the trash' };
    },
  );
};
