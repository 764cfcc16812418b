// A text of a page in both languages: English and Bengali side by side under the field's name.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('names every kind of field in the portal’s language, from the catalog', () => {
    const specs: FieldSpec[] = [
      { key: 'level', label: 'level', kind: 'select', options: [[2, 'sectionHeading']] },
      { key: 'width', label: 'widthPx', kind: 'number' },
      { key: 'src', label: 'picture', kind: 'image' },
      { key: 'anchor', label: 'anchor', kind: 'text', hint: 'anchorHint' },
    ];
    const draw = (locale: Locale) => (
      <LocaleProvider locale={locale}>
        {specs.map((spec) => (
          <FieldEditor key={spec.key} spec={spec} value={{}} onChange={() => undefined} path="" />
        ))}
      </LocaleProvider>
    );
    const { rerender } = renderWithProviders(draw('en'));
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('Section heading');
    expect(screen.getByRole('spinbutton', { name: /^Width \(pixels\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Picture/ })).toBeInTheDocument();
    expect(screen.getByText('Letters, digits and - only, e.g. council-members.')).toBeInTheDocument();
    rerender(draw('bn'));
    expect(screen.getByRole('combobox', { name: 'স্তর' })).toHaveDisplayValue('অংশের শিরোনাম');
    expect(screen.getByRole('spinbutton', { name: /^প্রস্থ \(পিক্সেল\)/ })).toBeInTheDocument();
  });
});

describe('the formatting toolbar', () => {
  it('makes the selected words bold and links them, writing the markup the site reads', async () => {
    const user = userEvent.setup();
    const seen: object[] = [];
    renderWithProviders(<Editor locale="en" bengali={false} seen={seen} />);
    const bar = screen.getByRole('toolbar', { name: 'Formatting: Text' });
    const area = screen.getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    area.setSelectionRange(6, 9);
    await user.click(within(bar).getByRole('button', { name: 'Bold' }));
    expect(area).toHaveValue('Apply **now**');
    expect(seen.at(-1)).toMatchObject({
      text: { en: [{ type: 'p', children: [{ text: 'Apply ' }, { text: 'now', bold: true }] }] },
    });
    // Back in the text with the bold words selected, once the next frame has drawn the new text: a
    // selection made before then would be replaced by it.
    await waitFor(() => expect([area.selectionStart, area.selectionEnd]).toEqual([8, 11]));
    expect(area).toHaveFocus();

    area.setSelectionRange(0, 5);
    await user.click(within(bar).getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: /Address of the link/ });
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not allowed.');
    await user.clear(address);
    await user.type(address, '/admission{Enter}');
    expect(area).toHaveValue('[Apply](/admission) **now**');
  });

  it('is named in Bengali in the Bengali portal', () => {
    renderWithProviders(<Editor locale="bn" bengali={false} seen={[]} />);
    const bar = screen.getByRole('toolbar', { name: 'বিন্যাস: লেখা' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['গাঢ়', 'বাঁকা', 'লিংক', 'তালিকা']);
  });
});
