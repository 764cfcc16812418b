import type { FastifyRequest } from 'fastify';
import { badRequest, fileTooLarge, HttpError, tooLarge, unsupportedType, validationFailed } from '../errors';

export interface ParsedMultipart {
  fields: Record<string, string>;
  files: Record<string, { buffer: Buffer; filename: string }>;
  /** The parts of a field sent several times (`repeated`), in the order sent. */
  lists: Record<string, Array<{ buffer: Buffer; filename: string }>>;
}

export interface MultipartOptions {
  /** File fields that may be sent several times, each with the most parts kept. */
  repeated?: Record<string, number>;
}

const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a whole multipart body into memory with hard limits (files are at most a few MiB).
 * Only the expected file fields are kept; anything else is drained and ignored. Field values live
 * in an object without a prototype, so a field named "__proto__" is just data.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: string[],
  fileBytes: number,
  label: string,
  { repeated = {} }: MultipartOptions = {},
): Promise<ParsedMultipart> {
  if (!request.isMultipart()) throw unsupportedType('Expected a multipart/form-data body');
  const fields: Record<string, string> = Object.create(null);
  const files: ParsedMultipart['files'] = Object.create(null);
  const lists: ParsedMultipart['lists'] = Object.create(null);
  const moreFiles = Object.values(repeated).reduce((a, b) => a + b, 0);
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: fileBytes,
        files: 4 + moreFiles,
        fields: 40,
        fieldSize: MAX_FIELD_BYTES,
        parts: 60 + moreFiles,
      },
    })) {
      if (part.type === 'file' && Object.hasOwn(repeated, part.fieldname)) {
        const list = (lists[part.fieldname] ??= []);
        if (list.length >= (repeated[part.fieldname] ?? 0))
          throw tooLarge(`At most ${repeated[part.fieldname]} files may be sent as ${part.fieldname}`);
        list.push({ buffer: await part.toBuffer(), filename: part.filename });
      } else if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || files[part.fieldname]) {
          part.file.resume();
          continue;
        }
        const buffer = await part.toBuffer();
        files[part.fieldname] = { buffer, filename: part.filename };
      } else if (part.valueTruncated) {
        throw tooLarge(`The field ${part.fieldname} is too long`);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileTooLarge(
        `${label} is larger than ${Math.round(fileBytes / 1024 / 1024)} MB`,
        fileFields[0] ?? 'file',
        fileBytes,
      );
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw tooLarge('Too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw validationFailed('Invalid field name');
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    // busboy's parse errors ("Unexpected end of form", bad part headers) are the client's doing.
    throw badRequest('The upload could not be read (malformed multipart body)');
  }
  return { fields, files, lists };
}
