// Contact details by consent, on SQLite and on PostgreSQL: the public API sends an alumnus's phone and
// e-mail only where the record says the person agreed; staff always get them; the import reads a
// "Contact Consent" column in English or Bengali words, and a new record is without consent.
import type { Alumni } from '@gsvmc/shared-types';
import { multipart, setup } from './helpers';
import { alumniWorkbook, HEADERS } from './spreadsheets';

let t: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t.cleanup());

function upload(content: Buffer) {
  const form = multipart({}, { file: { filename: 'alumni.xlsx', content } });
  return t.app.inject({
    method: 'POST',
    url: '/api/alumni/upload',
    payload: form.payload,
    headers: { ...form.headers, ...t.auth(t.adminToken) },
  });
}

const row = (id: string, name: string, consent: string) => {
  const cells: Record<string, unknown> = {
    'Alumni ID': id,
    'Full Name': name,
    'Graduation Year': 2015,
    Degree: 'MBBS',
    Major: 'Medicine',
    Email: `${id.toLowerCase()}@example.com`,
    'LinkedIn Profile': `linkedin.com/in/${id.toLowerCase()}`,
    Phone: '+880 1000-000001',
    'Contact Consent': consent,
  };
  return HEADERS.map((h) => cells[h] ?? null);
};

const byId = (list: Alumni[]) => new Map(list.map((a) => [a.alumniId, a]));
const publicList = async (query = '') =>
  byId((await t.app.inject({ url: `/api/alumni${query}` })).json().data as Alumni[]);
const staffList = async (query = '') =>
  byId((await t.app.inject({ url: `/api/alumni${query}`, headers: t.auth(t.adminToken) })).json().data as Alumni[]);

test('the import reads yes/no in either language; an empty cell is no; anything else is refused', async () => {
  const res = await upload(
    await alumniWorkbook([
      row('C-YES', 'Yes Person', 'yes'),
      row('C-HAN', 'Han Person', 'হ্যাঁ'),
      row('C-NO', 'No Person', 'No'),
      row('C-NA', 'Na Person', 'না'),
      row('C-EMPTY', 'Empty Person', ''),
      row('C-BAD', 'Bad Person', 'maybe'),
    ]),
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().count).toBe(5);
  expect(res.json().errors).toEqual([
    {
      row: 7,
      field: 'contactConsent',
      message: 'Contact Consent must be yes or no (হ্যাঁ or না)',
      code: 'IMPORT_ROW_INVALID',
      // Its own rule, so the portal can say in either language what the cell may hold.
      values: { row: 7, field: 'contactConsent', rule: 'yesNo' },
    },
  ]);
  const staff = await staffList();
  expect([...staff.values()].map((a) => [a.alumniId, a.contactConsent]).sort()).toEqual([
    ['C-EMPTY', false],
    ['C-HAN', true],
    ['C-NA', false],
    ['C-NO', false],
    ['C-YES', true],
  ]);
});

test.each([
  ['the whole list', ''],
  ['a page', '?page=1&pageSize=50'],
  ['a search', '?q=person'],
])('%s: the public gets phone and e-mail only with consent, staff always', async (_what, query) => {
  const visitor = await publicList(query);
  expect(visitor.get('C-YES')).toMatchObject({ email: 'c-yes@example.com', phone: '+880 1000-000001' });
  expect(visitor.get('C-HAN')).toMatchObject({ email: 'c-han@example.com', phone: '+880 1000-000001' });
  for (const id of ['C-NO', 'C-NA', 'C-EMPTY']) {
    const record = visitor.get(id)!;
    expect(record).toMatchObject({ contactConsent: false, linkedInProfile: `linkedin.com/in/${id.toLowerCase()}` });
    expect(record).not.toHaveProperty('email');
    expect(record).not.toHaveProperty('phone');
  }
  const staff = await staffList(query);
  expect(staff.get('C-NO')).toMatchObject({ email: 'c-no@example.com', phone: '+880 1000-000001' });
  // The two answers are cached apart: the visitor's again after the staff's has none of the details.
  expect((await publicList(query)).get('C-NO')).not.toHaveProperty('email');
});

test('a signed-in non-staff user or a bad token is a visitor, and the answer varies by Authorization', async () => {
  const asUser = byId(
    (await t.app.inject({ url: '/api/alumni', headers: t.auth(t.userToken) })).json().data as Alumni[],
  );
  expect(asUser.get('C-NO')).not.toHaveProperty('email');
  const bad = await t.app.inject({ url: '/api/alumni', headers: { authorization: 'Bearer nonsense' } });
  expect(bad.statusCode).toBe(200);
  expect(byId(bad.json().data).get('C-NO')).not.toHaveProperty('phone');
  expect(String(bad.headers.vary)).toMatch(/Authorization/);
});

test('staff set and clear the consent in the form (PUT); the public answer follows', async () => {
  const record = (await staffList()).get('C-NO')!;
  const { _id, ...fields } = record;
  const put = (consent: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/alumni/${_id}`,
      headers: t.auth(t.adminToken),
      payload: { ...fields, contactConsent: consent },
    });
  expect((await put(true)).statusCode).toBe(200);
  expect((await publicList()).get('C-NO')).toMatchObject({ email: 'c-no@example.com', contactConsent: true });
  expect((await put(false)).statusCode).toBe(200);
  expect((await publicList()).get('C-NO')).not.toHaveProperty('email');
  // A record saved without the field is without consent: off unless set.
  const { contactConsent: _drop, ...withoutConsent } = fields;
  await t.app.inject({
    method: 'PUT',
    url: `/api/alumni/${_id}`,
    headers: t.auth(t.adminToken),
    payload: { ...withoutConsent },
  });
  expect((await staffList()).get('C-NO')!.contactConsent).toBe(false);
});
