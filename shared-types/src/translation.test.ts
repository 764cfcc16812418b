// Translation state: which language of a text is missing or older, from the order of its changes.
import { describe, expect, it } from '@jest/globals';
import { checkPageContent } from './contentValidation';
import type { PageContent } from './content';
import { liveTranslationStates, textStamps, textsOf, translationCounts } from './translation';

const page = (heading: { en: string; bn?: string }, para?: { en: unknown[]; bn?: unknown[] }) => ({
  title: { en: 'Admission', bn: 'ভর্তি' },
  blocks: [
    { id: 'h1', type: 'heading', level: 2, text: heading },
    ...(para ? [{ id: 'p1', type: 'paragraph', text: para }] : []),
  ],
});
const rich = (text: string) => [{ type: 'p', children: [{ text }] }];
const stateOfHeading = (versions: unknown[], live: unknown) =>
  liveTranslationStates(live, textStamps(versions)).get('blocks.0.text');

describe('textsOf', () => {
  it('finds every two-language text, keyed by block id so a moved block keeps its history', () => {
    const texts = textsOf(page({ en: 'Dates' }, { en: rich('Apply by May') }));
    expect(texts.map((t) => [t.key, t.path])).toEqual([
      ['title', 'title'],
      ['blocks.#h1.text', 'blocks.0.text'],
      ['blocks.#p1.text', 'blocks.1.text'],
    ]);
    expect(texts[2]!.bn).toBe('');
    // An empty paragraph has no words.
    expect(textsOf(page({ en: 'x' }, { en: rich('  ') }))[2]!.en).toBe('');
  });
});

describe('translation state', () => {
  const v1 = page({ en: 'Dates', bn: 'তারিখ' });
  it('marks the missing language either way round', () => {
    expect(stateOfHeading([], page({ en: 'Dates' }))).toBe('bnMissing');
    expect(stateOfHeading([], page({ en: '', bn: 'তারিখ' }))).toBe('enMissing');
    expect(stateOfHeading([], v1)).toBeUndefined();
  });

  it('marks Bengali older when only the English changed since both were in step', () => {
    expect(stateOfHeading([v1], page({ en: 'Key dates', bn: 'তারিখ' }))).toBe('bnOlder');
    // Saved and published: still older, the Bengali has not caught up.
    expect(stateOfHeading([v1, page({ en: 'Key dates', bn: 'তারিখ' })], page({ en: 'Key dates', bn: 'তারিখ' }))).toBe(
      'bnOlder',
    );
  });

  it('marks English older when only the Bengali changed (a text written in Bengali first)', () => {
    expect(stateOfHeading([v1], page({ en: 'Dates', bn: 'মূল তারিখ' }))).toBe('enOlder');
  });

  it('is in step again once the older language is changed, and when both change together', () => {
    const enChanged = page({ en: 'Key dates', bn: 'তারিখ' });
    expect(stateOfHeading([v1, enChanged], page({ en: 'Key dates', bn: 'মূল তারিখ' }))).toBeUndefined();
    expect(stateOfHeading([v1], page({ en: 'Key dates', bn: 'মূল তারিখ' }))).toBeUndefined();
    // Changing the newer language again keeps the other one older.
    expect(stateOfHeading([v1, enChanged], page({ en: 'Key dates 2027', bn: 'তারিখ' }))).toBe('bnOlder');
  });

  it('counts a Bengali typed after its English as the translation arriving, not as English falling behind', () => {
    expect(stateOfHeading([page({ en: 'Dates' })], v1)).toBeUndefined();
  });

  it('follows a block that moved by its id', () => {
    const moved = { ...v1, blocks: [{ id: 'x', type: 'heading', level: 2, text: { en: 'New' } }, ...v1.blocks] };
    const states = liveTranslationStates(moved, textStamps([v1]));
    expect(states.get('blocks.1.text')).toBeUndefined();
    expect(states.get('blocks.0.text')).toBe('bnMissing');
  });

  it('counts the texts of a page that need a translation', () => {
    expect(translationCounts([v1, page({ en: 'Key dates', bn: 'তারিখ' }, { en: rich('Apply') })])).toEqual({
      bnMissing: 1,
      enMissing: 0,
      bnOlder: 1,
      enOlder: 0,
    });
  });
});

describe('either language may be the only one', () => {
  const valid = (content: unknown) => checkPageContent(content).ok;
  it('accepts a Bengali-only paragraph and heading', () => {
    expect(valid(page({ en: '', bn: 'তারিখ' }, { en: [], bn: rich('আবেদনের শেষ তারিখ') }))).toBe(true);
    expect(valid(page({ en: 'Dates' }, { en: rich('Apply by May') }))).toBe(true);
  });

  it('refuses a text with words in neither language, saying so', () => {
    const none = checkPageContent(page({ en: ' ', bn: '' }));
    expect(none).toMatchObject({ ok: false, problem: { path: 'blocks.0.text.en' } });
    expect(!none.ok && none.problem.message).toMatch(/empty in English and in Bengali/);
    const noPara = checkPageContent(page({ en: 'x' }, { en: rich(''), bn: [] }));
    expect(noPara).toMatchObject({ ok: false, problem: { path: 'blocks.1.text.en' } });
  });

  it('still refuses what is not text', () => {
    expect(valid(page({ bn: 'তারিখ' } as never))).toBe(false);
    expect(valid({ ...page({ en: 'x' }), title: { en: 3 } } as unknown as PageContent)).toBe(false);
  });
});
