// A text of a page in both languages: English and Bengali side by side under the field's name.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider, type Locale } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { EditorContext } from '../editorContext';
import type { FieldSpec } from '../fieldSpecs';
import { FieldEditor } from './FieldEditor';

const TITLE: FieldSpec = { key: 'title', label: 'pageTitle', kind: 'local' };
const TEXT: FieldSpec = { key: 'text', label: 'text', kind: 'rich' };

function Editor({ locale, bengali, seen }: { locale: Locale; bengali: boolean; seen: object[] }) {
  const [value, setValue] = useState<object>({
    title: { en: 'Admission', bn: 'ভর্তি' },
    text: { en: [{ type: 'p', children: [{ text: 'Apply now' }] }] },
  });
  return (
    <LocaleProvider locale={locale}>
      <EditorContext.Provider value={{ bengali, problem: null }}>
        {[TITLE, TEXT].map((spec) => (
          <FieldEditor
            key={spec.key}
            spec={spec}
            value={value}
            onChange={(next) => {
              seen.push(next);
              setValue(next);
            }}
            path=""
          />
        ))}
      </EditorContext.Provider>
    </LocaleProvider>
  );
}

describe('FieldEditor in two languages', () => {
  it('shows English and বাংলা side by side under the field’s name, and edits each', async () => {
    const seen: object[] = [];
    renderWithProviders(<Editor locale="en" bengali seen={seen} />);
    const title = screen.getByRole('group', { name: 'Page title' });
    expect(within(title).getByText('English')).toBeInTheDocument();
    expect(within(title).getByText('বাংলা')).toBeInTheDocument();
    expect(within(title).getByRole('textbox', { name: 'Page title (English)' })).toHaveValue('Admission');
    const bn = within(title).getByRole('textbox', { name: 'Page title (বাংলা)' });
    expect(bn).toHaveValue('ভর্তি');
    expect(bn).toHaveAttribute('lang', 'bn');

    await userEvent.type(bn, ' চলছে');
    expect(seen.at(-1)).toMatchObject({ title: { en: 'Admission', bn: 'ভর্তি চলছে' } });

    const text = screen.getByRole('group', { name: 'Text' });
    await userEvent.type(within(text).getByRole('textbox', { name: 'Text (বাংলা)' }), 'এখনই আবেদন করুন');
    expect(seen.at(-1)).toMatchObject({
      text: { en: [{ type: 'p' }], bn: [{ type: 'p', children: [{ text: 'এখনই আবেদন করুন' }] }] },
    });
  });

  it('keeps one English field, named as before, while Bengali is hidden', () => {
    renderWithProviders(<Editor locale="en" bengali={false} seen={[]} />);
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('Admission');
    expect(screen.queryByText('বাংলা')).not.toBeInTheDocument();
  });

  it('names the fields in Bengali in a Bengali portal', () => {
    renderWithProviders(<Editor locale="bn" bengali seen={[]} />);
    const title = screen.getByRole('group', { name: 'পাতার শিরোনাম' });
    expect(within(title).getByRole('textbox', { name: 'পাতার শিরোনাম (English)' })).toHaveValue('Admission');
    expect(screen.getByText(/ফাঁকা লাইন দিলে নতুন অনুচ্ছেদ শুরু হয়/)).toBeInTheDocument();
  });
});
