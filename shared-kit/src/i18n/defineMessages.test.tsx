import { render, screen } from '@testing-library/react';
import { defineMessages, translate, useMessages, type Messages } from './defineMessages';
import { LocaleProvider, localeOfPath, pathInLocale, stripLocale, type Locale } from './locale';
import { pickText } from './text';
import { bengaliDigits } from './format';

const messages = defineMessages(
  {
    title: 'Notice Board',
    count: ({ n }: { n: number }) => (n === 1 ? '1 notice' : `${n} notices`),
  },
  {
    title: 'নোটিশ বোর্ড',
    count: ({ n }) => `${bengaliDigits(n)}টি নোটিশ`,
  },
);

function Title() {
  const t = useMessages(messages);
  return (
    <p>
      {t('title')} · {t('count', { n: 12 })}
    </p>
  );
}

const inLocale = (locale: Locale) => (
  <LocaleProvider locale={locale}>
    <Title />
  </LocaleProvider>
);

describe('messages', () => {
  it('draws a component in the provider’s language', () => {
    const { rerender } = render(inLocale('en'));
    expect(screen.getByText('Notice Board · 12 notices')).toBeInTheDocument();
    rerender(inLocale('bn'));
    expect(screen.getByText('নোটিশ বোর্ড · ১২টি নোটিশ')).toBeInTheDocument();
  });

  it('is English without a provider (a remote run on its own)', () => {
    render(<Title />);
    expect(screen.getByText('Notice Board · 12 notices')).toBeInTheDocument();
  });

  it('keeps concurrent renders apart: the language is in the tree, not in a module', () => {
    expect(translate(messages, 'bn', 'count', { n: 1 })).toBe('১টি নোটিশ');
    expect(translate(messages, 'en', 'count', { n: 1 })).toBe('1 notice');
  });
});

describe('language in the address', () => {
  it('reads, strips and adds the /bn prefix', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/notice')).toBe('bn');
    expect(localeOfPath('/bnotice')).toBe('en');
    expect(localeOfPath('/notice')).toBe('en');
    expect(stripLocale('/bn')).toBe('/');
    expect(stripLocale('/bn/facultyDetails/3')).toBe('/facultyDetails/3');
    expect(stripLocale('/notice')).toBe('/notice');
    expect(pathInLocale('/', 'bn')).toBe('/bn');
    expect(pathInLocale('/notice', 'bn')).toBe('/bn/notice');
    expect(pathInLocale('/notice', 'en')).toBe('/notice');
  });
});

describe('content in two languages', () => {
  it('shows Bengali where given and marks the English fallback', () => {
    expect(pickText({ en: 'Admission', bn: 'ভর্তি' }, 'bn')).toEqual({ value: 'ভর্তি', lang: 'bn', fallback: false });
    expect(pickText({ en: 'Admission' }, 'bn')).toEqual({ value: 'Admission', lang: 'en', fallback: true });
    expect(pickText({ en: 'Admission', bn: '  ' }, 'bn').fallback).toBe(true);
    expect(pickText({ en: 'Admission', bn: 'ভর্তি' }, 'en')).toEqual({
      value: 'Admission',
      lang: 'en',
      fallback: false,
    });
  });
});

describe('a text written only in Bengali', () => {
  it('is shown, marked as Bengali, on the English page rather than nothing', () => {
    expect(pickText({ en: '', bn: 'ভর্তি' }, 'en')).toEqual({ value: 'ভর্তি', lang: 'bn', fallback: true });
    const bn = [{ type: 'p', children: [{ text: 'ভর্তি' }] }];
    expect(pickText({ en: [], bn }, 'en').lang).toBe('bn');
    // A new paragraph's untouched English is one empty run: no words either.
    expect(pickText({ en: [{ type: 'p', children: [{ text: ' ' }] }], bn }, 'en').value).toBe(bn);
    expect(pickText({ en: '', bn: 'ভর্তি' }, 'bn')).toEqual({ value: 'ভর্তি', lang: 'bn', fallback: false });
    // Neither language: the (empty) English stays, nothing is invented.
    expect(pickText({ en: '' }, 'en')).toEqual({ value: '', lang: 'en', fallback: false });
  });
});

describe('a catalog with one language’s side emptied (a public page’s words files, mf.wordsFiles.mjs)', () => {
  it('gives the page’s language where it has it, and the other language’s word rather than nothing', () => {
    const english = { title: 'Notice Board', count: ({ n }: { n: number }) => `${n} notices` };
    const bengali = { title: 'নোটিশ বোর্ড', count: ({ n }: { n: number }) => `${n}টি নোটিশ` };
    const englishFile = { en: english, bn: {} } as unknown as Messages<typeof english>;
    const bengaliFile = { en: {}, bn: bengali } as unknown as Messages<typeof english>;
    expect(translate(englishFile, 'en', 'title')).toBe('Notice Board');
    expect(translate(bengaliFile, 'bn', 'count', { n: 3 })).toBe('3টি নোটিশ');
    expect(translate(englishFile, 'bn', 'title')).toBe('Notice Board');
    expect(translate(bengaliFile, 'en', 'title')).toBe('নোটিশ বোর্ড');
  });
});
