// The editor's save, preview and publish flow as a clerk meets it: the heading names the page, the
// draft says who saved it and when (Dhaka time), a refused save is a dialog where they are looking,
// Publish shows what changes first, Preview comes into view in both languages, and leaving with
// unsaved changes asks.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PageContent } from '@gsvmc/shared-types';
import { setRuntimeConfig, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import PageEditorPage from './PageEditorPage';
import { admissionDraft, paragraph, SAVED_AT } from './test/editorTestData';

jest.setTimeout(30_000);

const draft = (over: object = {}) => admissionDraft(over);

function setup(routes: Record<string, MockHandler> = {}, locale?: Locale) {
  const api = mockFetch({
    'GET /pages/admission/draft': () => json(draft()),
    'GET /pages/admission/revisions': () => json([]),
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/pages/:slug" element={<PageEditorPage />} />
      <Route path="/admin/pages" element={<p>The list of pages</p>} />
    </Routes>,
    { route: '/admin/pages/admission', preloadedState: authState('admin'), locale },
  );
  return api;
}

/** The rules paragraph's text area, in either language (found by what it holds, then kept). */
let rules: HTMLElement | null = null;
const rulesField = async () => {
  if (!rules?.isConnected) rules = await screen.findByDisplayValue('You need a GPA of 7.5.');
  return rules;
};

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
  window.localStorage.clear();
  rules = null;
});

describe('the heading and who saved the draft', () => {
  it('names the page by its title and says who saved the draft and when, in Dhaka time', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Admission' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Saved; not published yet\. Draft saved by Rahima Khatun on 2026 Nov 27 at 15:11 \(Dhaka time\)\./,
      ),
    ).toBeInTheDocument();
  });

  it('in Bengali: the Bengali title, Bengali digits', async () => {
    setup({}, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'সম্পাদনা: ভর্তি' })).toBeInTheDocument();
    expect(
      screen.getByText(/খসড়া সংরক্ষণ করেছেন Rahima Khatun, ২৭ নভেম্বর, ২০২৬, ১৫:১১-এ \(ঢাকার সময়\)।/),
    ).toBeInTheDocument();
  });

  it('says "you" for the signed-in account’s own draft', async () => {
    setup({
      'GET /pages/admission/draft': () => json(draft({ updatedBy: 'admin@example.org', updatedByName: 'admin' })),
    });
    expect(await screen.findByText(/Draft saved by you on 2026 Nov 27 at 15:11/)).toBeInTheDocument();
  });
});

describe('a save refused because someone saved first', () => {
  const refusal = (values: object) => () =>
    json({ message: 'These page contents were changed…', code: 'CONFLICT', values }, 409);

  it('opens a dialog with focus in it that says "you, in another tab" for the same account', async () => {
    setup({ 'PUT /pages/admission/draft': refusal({ updatedAt: SAVED_AT, updatedBy: 'admin', byYou: true }) });
    fireEvent.change(await rulesField(), { target: { value: 'You need a GPA of 8.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not saved: this page was saved after you opened it' });
    expect(dialog).toHaveTextContent(
      'You saved this page in another tab or window on 2026 Nov 27 at 15:11 (Dhaka time), after this tab opened it.',
    );
    expect(dialog).toHaveTextContent('Nothing you typed is lost');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Closed, the refusal stays above the editor, and the typed text is still there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decide later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You saved this page in another tab or window');
    expect(await rulesField()).toHaveValue('You need a GPA of 8.');
  });

  it('names the other person, in Bengali too, and Keep mine saves over the newer version', async () => {
    let newest = 4;
    const puts: { version: number }[] = [];
    setup(
      {
        'GET /pages/admission/draft': () => json(draft({ version: newest })),
        'PUT /pages/admission/draft': async ({ request }) => {
          const body = (await request.json()) as { version: number; content: PageContent };
          puts.push(body);
          if (body.version !== 5) return refusal({ updatedAt: SAVED_AT, updatedBy: 'Rahima Khatun', byYou: false })();
          return json(draft({ version: 6, content: body.content, updatedBy: 'admin@example.org' }));
        },
      },
      'bn',
    );
    fireEvent.change(await rulesField(), { target: { value: 'জিপিএ ৮ লাগবে।' } });
    newest = 5;
    await userEvent.click(screen.getByRole('button', { name: 'খসড়া সংরক্ষণ' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'আপনি খোলার পরে Rahima Khatun পাতাটি সংরক্ষণ করেছেন, ২৭ নভেম্বর, ২০২৬, ১৫:১১-এ (ঢাকার সময়)।',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'আমারটি রাখুন, তাঁদেরটির ওপর সংরক্ষণ করুন' }));
    await waitFor(() => expect(puts.map((p) => p.version)).toEqual([4, 5]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the history', () => {
  const revisions = () =>
    json([
      { id: 47, number: 2, publishedAt: SAVED_AT, publishedBy: null, restoredFrom: null },
      { id: 10, number: 1, publishedAt: '2026-01-01T00:00:00.000Z', publishedBy: null, restoredFrom: null },
    ]);

  it('names who published each revision; one an update of the site added says so, not "the first content"', async () => {
    setup({ 'GET /pages/admission/revisions': revisions });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const lines = (await history.findAllByRole('listitem')).map((li) => li.textContent);
    expect(lines[0]).toContain('Revision 2, published');
    expect(lines[0]).toContain('(added by an update of the site)');
    expect(lines[0]).not.toContain('first content');
    expect(lines[1]).toContain('(the first content of the site)');
  });

  it('in Bengali', async () => {
    setup({ 'GET /pages/admission/revisions': revisions }, 'bn');
    const history = within(await screen.findByRole('region', { name: 'ইতিহাস' }));
    const lines = (await history.findAllByRole('listitem')).map((li) => li.textContent);
    expect(lines[0]).toContain('সংস্করণ ২');
    expect(lines[0]).toContain('(সাইটের হালনাগাদে যোগ হয়েছে)');
    expect(lines[1]).toContain('(সাইটের প্রথম বিষয়বস্তু)');
  });
});

describe('Publish shows what changes first', () => {
  const live = (): PageContent => ({
    title: { en: 'Admission', bn: 'ভর্তি' },
    blocks: [
      { id: 'h', type: 'heading', level: 2, text: { en: 'Rules' } },
      paragraph('rules', 'You need a GPA of 7.'),
      { id: 'old', type: 'image', src: '/uploads/photos/old.png', decorative: true },
    ],
  });

  it('lists the blocks changed against the live page and who saved the draft; Cancel publishes nothing', async () => {
    const published: unknown[] = [];
    setup({
      'GET /pages/admission': () =>
        json({ slug: 'admission', path: '/admission', content: live(), revision: 2, publishedAt: SAVED_AT }),
      'POST /pages/admission/publish': async ({ request }) => {
        published.push(await request.json());
        return json(
          { id: 9, number: 3, publishedAt: SAVED_AT, publishedBy: 'admin@example.org', restoredFrom: null },
          201,
        );
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish these changes?' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Changed: Text (block 2)', 'Added: Text (block 3)', 'Removed: Picture (block 3)']);
    expect(dialog).toHaveTextContent('Draft saved by Rahima Khatun on 2026 Nov 27 at 15:11 (Dhaka time).');
    expect(dialog).toHaveTextContent('Rahima Khatun saved this draft, not you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(published).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toEqual([{ version: 4, publishAt: null }]));
  });

  it('in Bengali, a page never published is all new', async () => {
    setup(
      { 'GET /pages/admission': () => json({ message: 'The page has not been published', code: 'NOT_FOUND' }, 404) },
      'bn',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'প্রকাশ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'এই পরিবর্তনগুলো প্রকাশ করবেন?' });
    expect(dialog).toHaveTextContent('এই পাতার কিছুই এখনো প্রকাশ হয়নি');
    expect(within(dialog).getAllByRole('listitem')[1]).toHaveTextContent('যোগ হয়েছে: শিরোনাম (ব্লক ১)');
  });
});

describe('Preview', () => {
  it('comes into view with focus, in English and in Bengali', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const heading = await screen.findByRole('heading', { name: 'Preview of the saved draft' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(heading);
    const phone = (lang: string) => screen.getByTitle(`Preview at phone width (${lang})`);
    expect(phone('English')).toHaveAttribute('src', '/preview/page/admission?v=4');
    expect(phone('English')).toBeVisible();
    expect(phone('বাংলা')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Bengali (বাংলা)' }));
    expect(phone('বাংলা')).toHaveAttribute('src', '/bn/preview/page/admission?v=4');
    expect(phone('বাংলা')).toBeVisible();
    expect(screen.getByTitle('Preview at desktop width (বাংলা)')).toBeVisible();
    // Pressed again (from the sticky bar, far below), it comes into view again.
    scrolled.mockClear();
    heading.blur();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before the tab closes and before a link inside the portal is followed', async () => {
    setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await rulesField();
    expect(unload()).toBe(false);
    fireEvent.change(await rulesField(), { target: { value: 'You need a GPA of 9.' } });
    expect(unload()).toBe(true);

    const pagesLink = screen.getByRole('link', { name: 'Pages' });
    await userEvent.click(pagesLink);
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.queryByText('The list of pages')).not.toBeInTheDocument();
    expect(await rulesField()).toHaveValue('You need a GPA of 9.');

    await userEvent.click(pagesLink);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave this page' }));
    expect(await screen.findByText('The list of pages')).toBeInTheDocument();
  });

  it('lets the clerk go without a question when everything is saved', async () => {
    setup();
    await rulesField();
    await userEvent.click(screen.getByRole('link', { name: 'Pages' }));
    expect(await screen.findByText('The list of pages')).toBeInTheDocument();
  });
});
