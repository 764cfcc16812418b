// Staff accounts and common calls for the roles, trash, audit and import tests.
import type { Role } from '@gsvmc/shared-types';
import type { FastifyInstance } from 'fastify';
import { PDF_BYTES, PNG_BYTES } from './fixtures';
import { login, multipart } from './helpers';
import { alumniWorkbook } from './spreadsheets';

export const STAFF_PASSWORD = 'Staff-Password-42';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token of a reset link's URL (/reset-password?token=...). */
export const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;

/**
 * An account made as the users page makes one (POST /api/users, then the owner opens the reset link
 * and chooses a password); returns its id and a signed-in token.
 */
export async function createAccount(
  app: FastifyInstance,
  adminToken: string,
  email: string,
  role: Role,
): Promise<{ id: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(adminToken),
    payload: { username: email.split('@')[0], email, role },
  });
  if (res.statusCode !== 201) throw new Error(`create user failed: ${res.statusCode} ${res.body}`);
  const { user, resetLink } = res.json() as { user: { _id: string }; resetLink: { url: string } };
  const set = await app.inject({
    method: 'POST',
    url: '/api/auth/reset',
    payload: { token: tokenOf(resetLink.url), password: STAFF_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`reset failed: ${set.statusCode} ${set.body}`);
  return { id: user._id, token: await login(app, email, STAFF_PASSWORD) };
}

function withAuth(form: { payload: Buffer; headers: Record<string, string> }, token: string) {
  return { payload: form.payload, headers: { ...form.headers, ...bearer(token) } };
}

export const facultyForm = (name = 'Dr. Trash (sample)', withPicture = false) =>
  multipart(
    {
      name,
      registrationNo: 'SAMPLE-9',
      dateOfBirth: '1980-01-01',
      designation: 'Professor',
      department: 'Anatomy',
      qualifications: JSON.stringify([{ degree: 'MBBS', year: '2005' }]),
      workExperience: JSON.stringify([{ role: 'Lecturer', startDate: '2010-01-01', endDate: 'Present' }]),
      publications: JSON.stringify([{ title: 'On bones', link: 'https://example.org/bones' }]),
    },
    withPicture ? { facultyPicture: { filename: 'a.png', content: PNG_BYTES } } : {},
  );

export async function createNotice(app: FastifyInstance, token: string, title = 'Trash notice') {
  const form = multipart({ title, description: 'Read me' }, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
  const res = await app.inject({ method: 'POST', url: '/api/notices/upload', ...withAuth(form, token) });
  if (res.statusCode !== 201) throw new Error(`notice failed: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; pdfUrl: string; title: string };
}

export async function createPhoto(app: FastifyInstance, token: string, title = 'Trash photo') {
  const form = multipart({ title }, { photo: { filename: 'p.png', content: PNG_BYTES } });
  const res = await app.inject({ method: 'POST', url: '/api/photo/upload', ...withAuth(form, token) });
  if (res.statusCode !== 201) throw new Error(`photo failed: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; imageUrl: string; title: string };
}

export async function createFaculty(app: FastifyInstance, token: string, name?: string, withPicture = false) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/faculty',
    ...withAuth(facultyForm(name, withPicture), token),
  });
  if (res.statusCode !== 201) throw new Error(`faculty failed: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; name: string; facultyPicture?: string };
}

/** Uploads a workbook of `rows` (template columns); `dryRun` previews instead. */
export async function importAlumni(app: FastifyInstance, token: string, rows: unknown[][], dryRun = false) {
  const form = multipart({}, { file: { filename: 'alumni.xlsx', content: await alumniWorkbook(rows) } });
  return app.inject({
    method: 'POST',
    url: `/api/alumni/upload${dryRun ? '?dryRun=true' : ''}`,
    ...withAuth(form, token),
  });
}

/** The whole trash, as staff see it. */
export async function trashItems(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/trash', headers: bearer(token) });
  return res.json() as { _id: string; entity: string; entityId: string; label: string; files: string[] }[];
}
