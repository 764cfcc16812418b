// The editor runs the API's own content check (shared-types) before a save: content the API would
// refuse is never sent, and the check's sentence is shown above the editor and beside the field, in
// the editor's language.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PageContent } from '@gsvmc/shared-types';
import { setRuntimeConfig, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import PageEditorPage from './PageEditorPage';

jest.setTimeout(30_000);

const content = (): PageContent => ({
  title: { en: 'Admission', bn: 'ভর্তি' },
  blocks: [
    { id: 'h', type: 'heading', level: 2, text: { en: 'Rules' } },
    { id: 'rules', type: 'paragraph', text: { en: [{ type: 'p', children: [{ text: 'You need a GPA of 7.5.' }] }] } },
  ],
});

const draft = (over: object = {}) => ({
  slug: 'admission',
  path: '/admission',
  content: content(),
  version: 4,
  updatedAt: '2026-11-27T09:11:00.000Z',
  updatedBy: 'rahima@example.org',
  updatedByName: 'Rahima Khatun',
  unpublished: true,
  publishAt: null,
  ...over,
});

function setup(locale: Locale) {
  const puts: PageContent[] = [];
  mockFetch({
    'GET /pages/admission/draft': () => json(draft()),
    'GET /pages/admission/revisions': () => json([]),
    'PUT /pages/admission/draft': async ({ request }) => {
      const body = (await request.json()) as { content: PageContent };
      puts.push(body.content);
      return json(draft({ version: 5, content: body.content }));
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/pages/:slug" element={<PageEditorPage />} />
    </Routes>,
    { route: '/admin/pages/admission', preloadedState: authState('admin'), locale },
  );
  return puts;
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
  window.localStorage.clear();
});

describe('a save the content check refuses', () => {
  it.each([
    {
      locale: 'en' as const,
      save: 'Save draft',
      block: 'Text (block 2)',
      sentence:
        'Block 2 (paragraph), English text: the text is empty in English and in Bengali; write it in either language.',
      notSaved: 'Not saved: ',
    },
    {
      locale: 'bn' as const,
      save: 'খসড়া সংরক্ষণ',
      block: 'লেখা (ব্লক ২)',
      sentence: 'ব্লক ২ (অনুচ্ছেদ), ইংরেজি লেখা: লেখা ইংরেজি ও বাংলা দুটোতেই খালি; যেকোনো একটি ভাষায় লিখুন।',
      notSaved: 'সংরক্ষণ হয়নি: ',
    },
  ])(
    'is not sent, and its sentence stands above the editor and beside the field ($locale)',
    async ({ locale, save, block, sentence, notSaved }) => {
      const puts = setup(locale);
      const rules = await screen.findByDisplayValue('You need a GPA of 7.5.');
      fireEvent.change(rules, { target: { value: '' } });
      await userEvent.click(screen.getByRole('button', { name: save }));

      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((a) => a.textContent)).toContain(`${notSaved}${sentence}`);
      // Beside the field, inside the block it belongs to.
      const box = screen.getByRole('region', { name: block });
      expect(within(box).getByRole('alert')).toHaveTextContent(sentence);
      expect(puts).toEqual([]);

      // Written again, the page is sent, and the refusal goes.
      fireEvent.change(rules, { target: { value: 'You need a GPA of 8.' } });
      await userEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(puts).toHaveLength(1));
      const sent = puts[0]!.blocks[1];
      expect(sent).toMatchObject({
        type: 'paragraph',
        text: { en: [{ type: 'p', children: [{ text: 'You need a GPA of 8.' }] }] },
      });
      await waitFor(() => expect(within(box).queryByRole('alert')).not.toBeInTheDocument());
    },
  );

  it('names a person left without a name in a new people block, beside that name', async () => {
    const puts = setup('en');
    await screen.findByDisplayValue('You need a GPA of 7.5.');
    await userEvent.selectOptions(screen.getByLabelText('Add a block'), 'People cards');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const people = await screen.findByRole('group', { name: 'People' });
    expect(within(people).getByRole('alert')).toHaveTextContent(
      'Block 3 (people), person 1, English: the name is empty in English and in Bengali; write it in either language.',
    );
    expect(puts).toEqual([]);
  });
});
