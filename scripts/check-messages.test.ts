import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogsIn, checkMessages } from './check-messages.mjs';

describe('message catalogs', () => {
  it('every key of every app is in both languages, not empty, and used', () => {
    expect(checkMessages()).toEqual([]);
  });

  it('finds a missing key, an empty message and an unused key', () => {
    const text = `import { defineMessages } from '@gsvmc/shared-kit';
export const messages = defineMessages(
  { title: 'Notice Board', unused: 'Never shown', empty: '' },
  { title: 'নোটিশ বোর্ড', extra: 'অতিরিক্ত', empty: 'খালি' },
);`;
    const [catalog] = catalogsIn('messages.ts', text);
    expect([...catalog.en.keys()]).toEqual(['title', 'unused', 'empty']);
    expect([...catalog.bn.keys()]).toEqual(['title', 'extra', 'empty']);
    expect(catalog.en.get('empty').empty).toBe(true);
  });

  it('reports those problems for an app', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'messages-'));
    mkdirSync(path.join(dir, 'src', 'feature'), { recursive: true });
    writeFileSync(
      path.join(dir, 'src', 'feature', 'messages.ts'),
      `defineMessages({ title: 'Notice Board', unused: 'Never shown', gap: 'Only English' }, { title: 'নোটিশ বোর্ড', extra: 'অতিরিক্ত' });`,
    );
    writeFileSync(path.join(dir, 'src', 'feature', 'Page.tsx'), `t('title'); t('gap');`);
    const problems: string[] = checkMessages([path.relative(path.resolve(__dirname, '..'), path.join(dir, 'src'))]);
    expect(problems.some((p) => p.includes('"unused" is not used'))).toBe(true);
    expect(problems.some((p) => p.includes('"unused" has no Bengali message'))).toBe(true);
    expect(problems.some((p) => p.includes('"gap" has no Bengali message'))).toBe(true);
    expect(problems.some((p) => p.includes('"extra" has no English message'))).toBe(true);
    expect(problems.some((p) => p.includes('"title"'))).toBe(false);
  });
});
