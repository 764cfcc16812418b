// Every call that changes data x {no token, user, admin} (SPEC.md §6: the server enforces roles).
import type { InjectOptions } from 'fastify';
import { alumniWorkbook } from './spreadsheets';
import { PDF_BYTES, PNG_BYTES } from './fixtures';
import { multipart, setup, storedFiles } from './helpers';

let t: Awaited<ReturnType<typeof setup>>;
let ids: { faculty: string; notice: string; photo: string; alumni: string };

beforeAll(async () => {
  t = await setup();
  const admin = t.auth(t.adminToken);
  const faculty = await t.app.inject({ method: 'POST', url: '/api/faculty', ...withAuth(facultyForm(), admin) });
  const notice = await t.app.inject({ method: 'POST', url: '/api/notices/upload', ...withAuth(noticeForm(), admin) });
  const photo = await t.app.inject({ method: 'POST', url: '/api/photo/upload', ...withAuth(photoForm(), admin) });
  await t.app.inject({ method: 'POST', url: '/api/alumni/upload', ...withAuth(await alumniForm(), admin) });
  const alumni = await t.app.inject({ url: '/api/alumni' });
  ids = {
    faculty: faculty.json()._id,
    notice: notice.json()._id,
    photo: photo.json()._id,
    alumni: alumni.json().data[0]._id,
  };
});
afterAll(() => t.cleanup());

function facultyForm() {
  return multipart({
    name: 'Dr. Matrix (sample)',
    registrationNo: 'SAMPLE-1',
    dateOfBirth: '1980-01-01',
    designation: 'Lecturer',
    department: 'Anatomy',
    qualifications: JSON.stringify([{ degree: 'MBBS', year: '2005' }]),
    workExperience: JSON.stringify([{ role: 'Lecturer', startDate: '2010-01-01', endDate: 'Present' }]),
    publications: JSON.stringify([]),
  });
}
const noticeForm = () => multipart({ title: 'Matrix notice' }, { pdf: { filename: 'n.pdf', content: PDF_BYTES } });
const photoForm = () => multipart({ title: 'Matrix photo' }, { photo: { filename: 'p.png', content: PNG_BYTES } });
async function alumniForm() {
  return multipart(
    {},
    {
      file: {
        filename: 'a.xlsx',
        content: await alumniWorkbook([['A-1', 'Matrix Alumnus', 2010, 'MBBS', 'Medicine', 'matrix@example.com']]),
      },
    },
  );
}
function withAuth(form: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string>) {
  return { payload: form.payload, headers: { ...form.headers, ...auth } };
}

type Call = { name: string; build: () => Promise<InjectOptions> | InjectOptions; adminStatus: number };
const calls: Call[] = [
  { name: 'POST /faculty', build: () => ({ method: 'POST', url: '/api/faculty', ...facultyForm() }), adminStatus: 201 },
  {
    name: 'PUT /faculty/{id}',
    build: () => ({ method: 'PUT', url: `/api/faculty/${ids.faculty}`, payload: { designation: 'Professor' } }),
    adminStatus: 200,
  },
  {
    name: 'POST /notices/upload',
    build: () => ({ method: 'POST', url: '/api/notices/upload', ...noticeForm() }),
    adminStatus: 201,
  },
  {
    name: 'POST /photo/upload',
    build: () => ({ method: 'POST', url: '/api/photo/upload', ...photoForm() }),
    adminStatus: 201,
  },
  {
    name: 'POST /alumni/upload',
    build: async () => ({ method: 'POST', url: '/api/alumni/upload', ...(await alumniForm()) }),
    adminStatus: 200,
  },
  {
    name: 'PUT /alumni/{id}',
    build: () => ({
      method: 'PUT',
      url: `/api/alumni/${ids.alumni}`,
      payload: { fullName: 'Renamed', graduationYear: 2011, degree: 'MBBS', major: 'Medicine' },
    }),
    adminStatus: 200,
  },
  {
    name: 'DELETE /faculty/{id}',
    build: () => ({ method: 'DELETE', url: `/api/faculty/${ids.faculty}` }),
    adminStatus: 200,
  },
  {
    name: 'DELETE /notices/{id}',
    build: () => ({ method: 'DELETE', url: `/api/notices/${ids.notice}` }),
    adminStatus: 200,
  },
  { name: 'DELETE /photo/{id}', build: () => ({ method: 'DELETE', url: `/api/photo/${ids.photo}` }), adminStatus: 200 },
  {
    name: 'DELETE /alumni/{id}',
    build: () => ({ method: 'DELETE', url: `/api/alumni/${ids.alumni}` }),
    adminStatus: 200,
  },
];

const countFiles = async () => {
  let n = 0;
  for (const folder of ['faculty', 'notices', 'photos'] as const) n += (await storedFiles(t.app, folder)).length;
  return n;
};

describe.each(calls)('$name', ({ build, adminStatus }) => {
  test('401 without a token, 403 for a user, success for the admin; refused calls change nothing', async () => {
    const before = { stats: (await t.app.inject({ url: '/api/stats' })).json(), files: await countFiles() };
    const options = await build();
    const anonymous = await t.app.inject(options);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });

    const user = await t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...t.auth(t.userToken) } });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: expect.any(String), code: 'FORBIDDEN' });

    expect((await t.app.inject({ url: '/api/stats' })).json()).toEqual(before.stats);
    expect(await countFiles()).toBe(before.files);

    const fresh = await build();
    const admin = await t.app.inject({ ...fresh, headers: { ...(fresh.headers ?? {}), ...t.auth(t.adminToken) } });
    expect(admin.statusCode).toBe(adminStatus);
  });
});
