// The phonetic keys that let Bengali typed in Latin letters find Bengali words, and the
// promise that the SQL the triggers run gives exactly the keys the code gives (on this project's engine).
import { sql } from 'kysely';
import { BENGALI_RULES, bengaliKeys, bengaliKeySql, latinKey, phoneticKey } from '../src/search/phonetic';
import { setup } from './helpers';

describe('phonetic keys', () => {
  test.each([
    ['ভর্তি', ['vorti', 'bhorti', 'borti', 'vortee', 'bhorti']],
    ['পরীক্ষা', ['porikkha', 'porikha', 'poriksha', 'porixa', 'porikka']],
    ['ফলাফল', ['folafol', 'fholafol', 'pholaphol']],
    ['ছুটি', ['chuti', 'chhuti', 'chuuti']],
    ['বিজ্ঞপ্তি', ['biggopti', 'bigyopti', 'biggapti']],
    ['শিশু', ['shishu', 'sishu', 'shisu']],
    ['চক্ষু', ['chokkhu', 'chokhu', 'chakshu']],
    ['গ্রন্থাগার', ['granthagar', 'gronthagar']],
    ['সময়সূচি', ['shomoysuchi', 'somoysuchi']],
    ['জনস্বাস্থ্য', ['jonoshastho', 'janasasthya']],
    ['হাড়জোড়', ['harjor', 'harjore']],
    ['বাংলাদেশ', ['bangladesh']],
    ['উত্তীর্ণ', ['uttirno', 'utirno']],
  ])('%s has the key of %j', (bengali, typed) => {
    const key = phoneticKey(bengali);
    expect(key).toBeTruthy();
    for (const latin of typed) expect([latin, latinKey(latin)]).toEqual([latin, key]);
  });

  test('the examples of the issue: vorti and bhorti meet ভর্তি, porikkha meets পরীক্ষা', () => {
    expect(phoneticKey('vorti')).toBe('brt');
    expect(phoneticKey('bhorti')).toBe('brt');
    expect(phoneticKey('ভর্তি')).toBe('brt');
    expect(phoneticKey('porikkha')).toBe('prk');
    expect(phoneticKey('পরীক্ষা')).toBe('prk');
  });

  test('Bengali spelt another way keeps its key (ি or ী, ু or ূ)', () => {
    expect(phoneticKey('পরিক্ষা')).toBe(phoneticKey('পরীক্ষা'));
    expect(phoneticKey('ভর্তী')).toBe(phoneticKey('ভর্তি'));
    expect(phoneticKey('পুরণ')).toBe(phoneticKey('পূরণ'));
  });

  test('nukta letters give the same key composed or precomposed (NFC splits য় into য + ◌়)', () => {
    expect(bengaliKeys('\u09df')).toBe(bengaliKeys('\u09af\u09bc'));
    expect(bengaliKeys('\u09dc')).toBe(bengaliKeys('\u09a1\u09bc'));
    expect(bengaliKeys('সময়')).toBe('sm');
  });

  test('the index keeps only Bengali words: Latin words become spaces, digits stay; no Bengali, no keys', () => {
    expect(bengaliKeys('Holiday notice (sample)')).toBe('');
    expect(bengaliKeys('MBBS ভর্তি ২০২৬ Admission').trim().split(/\s+/)).toEqual(['brt', '২০২৬']);
    expect(bengaliKeys('Holiday notice (sample)')).not.toMatch(/[a-z]/i);
  });

  test('digits and all-vowel words have no key; a word of another script has none', () => {
    expect(phoneticKey('2026')).toBeNull();
    expect(phoneticKey('aeiou')).toBeNull();
    expect(phoneticKey('José')).toBeNull();
  });

  test('the rules are literal text replacements, safe inside SQL string literals', () => {
    for (const [from, to] of BENGALI_RULES) {
      expect(from).not.toMatch(/['\\]/);
      expect(to).toMatch(/^[a-z ]*$/);
      expect(from.length).toBeGreaterThan(0);
    }
  });
});

describe('the triggers compute the same keys as the code', () => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup();
  });
  afterAll(() => t.cleanup());

  test('bengaliKeySql on this engine equals bengaliKeys, word for word', async () => {
    const texts = [
      'এমবিবিএস ভর্তি ২০২৬-২০২৭: আবেদনের সময়সূচি (নমুনা)',
      'বিদেশি শিক্ষার্থী ভর্তি: আসন ও প্রয়োজনীয় কাগজপত্র',
      'পরীক্ষার সময় গ্রন্থাগার খোলা থাকার সময়',
      'অ্যান্টিমাইক্রোবিয়াল স্টুয়ার্ডশিপ বিষয়ে সেমিনার',
      'জনস্বাস্থ্য, হাড়জোড়, চক্ষুরোগ, নাক, কান ও গলা, ঋণ, উৎসব, বাংলা, অঙ্ক',
      'Mixed English and বাংলা text, with ÄCCENTS and digits 8:30',
      '\u09df\u09dc\u09dd য\u09bc ড\u09bc ঢ\u09bc',
      // No Bengali at all: the triggers skip the rules (and the code gives '' too).
      'Dr. Rafiq Ahmed (sample) MBBS FCPS Anatomy',
      'ঀ',
      '৿',
    ];
    for (const text of texts) {
      const literal = `'${text.replaceAll("'", "''")}'`;
      const { db, dialect } = t.app.ctx.store;
      const row = await sql<{ k: string }>`select ${sql.raw(bengaliKeySql(literal, dialect))} as k`.execute(db);
      expect([text, row.rows[0]?.k]).toEqual([text, bengaliKeys(text)]);
    }
  });
});
