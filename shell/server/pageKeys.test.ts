// The address part of the render cache's key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { keptQuery, languageOf, PAGE_QUERY_PARAMS, pageSlot } from './pageKeys';

it('keeps only the parameters the page reads, in one order, so a random ?x= finds the same page', () => {
  const slot = (search: string) => pageSlot({ origin: 'https://gsvmc.edu.bd', pathname: '/notice', search });
  expect(slot('')).toBe('https://gsvmc.edu.bd en /notice');
  expect(slot('?x=8f3a')).toBe(slot(''));
  expect(slot('?x=1&utm_source=facebook&fbclid=abc')).toBe(slot(''));
  expect(slot('?category=exam')).not.toBe(slot(''));
  expect(slot('?x=1&category=exam')).toBe(slot('?category=exam'));
  expect(keptQuery('/facultyTable', '?q=rahman&x=1&department=Anatomy')).toBe('?department=Anatomy&q=rahman');
  expect(keptQuery('/facultyTable', '?department=Anatomy&q=rahman')).toBe('?department=Anatomy&q=rahman');
  // A page that reads no parameter has one entry, whatever the query.
  expect(keptQuery('/', '?category=exam&q=1')).toBe('');
});

it('keys pages by language, with a slot for a Bengali edition under /bn', () => {
  expect(languageOf('/notice')).toBe('en');
  expect(languageOf('/bn/notice')).toBe('bn');
  expect(languageOf('/bnotice')).toBe('en');
  // The Bengali page reads the same parameters as the English one.
  expect(keptQuery('/bn/facultyTable', '?q=rahman&x=1')).toBe('?q=rahman');
});

/** Every `params.get('name')` in the remotes' pages (the parameters a page reads from its address). */
function parametersReadByPages(): Set<string> {
  const root = path.resolve(__dirname, '../..');
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/Page\.tsx$/.test(name)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/params\.get(?:All)?\('([^']+)'\)/g)) names.add(m[1]!);
      }
    }
  };
  for (const remote of ['mf-public', 'mf-directories']) walk(path.join(root, remote, 'src'));
  return names;
}

it('lists every query parameter a public page reads (a page reading a new one must be added here)', () => {
  const listed = new Set(Object.values(PAGE_QUERY_PARAMS).flat());
  const read = parametersReadByPages();
  expect(read.size).toBeGreaterThan(3);
  for (const name of read) expect(listed).toContain(name);
});
