// Where the next changes to the page editor land: Save draft (what is sent, what the clerk is told, the
// browser's copy dropped), the copy of an unsaved edit that survives a closed tab, Publish at a time, and
// Restore from the history. Each through the editor as a clerk meets it, the API answered by mockFetch.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PageContent, ParagraphBlock } from '@gsvmc/shared-types';
import { setRuntimeConfig, ToastArea, type Locale } from '@gsvmc/shared-kit';
import { authState, renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { json, mockFetch, type MockHandler } from '@gsvmc/shared-kit/test/mockFetch';
import PageEditorPage from './PageEditorPage';
import { admissionContent, admissionDraft, SAVED_AT } from './test/editorTestData';

jest.setTimeout(30_000);

/** Where this browser keeps an unsaved edit of the Admission page (useLocalDraft). */
const LOCAL_KEY = 'gsvmc:content-draft:pages/admission';

const content = (rules?: string): PageContent => admissionContent(rules, { fees: false });
const draft = (over: object = {}) => admissionDraft(over, content());

/** The text of the rules paragraph in what the editor sent. */
const rulesOf = (sent: { content: PageContent } | undefined) => {
  const block = sent?.content.blocks.find((b) => b.id === 'rules') as ParagraphBlock | undefined;
  const first = block?.text.en[0];
  return first && 'children' in first ? first.children.map((c) => c.text).join('') : undefined;
};

function setup(routes: Record<string, MockHandler> = {}, locale?: Locale) {
  const api = mockFetch({
    'GET /pages/admission/draft': () => json(draft()),
    'GET /pages/admission/revisions': () => json([]),
    ...routes,
  });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/pages/:slug" element={<PageEditorPage />} />
      </Routes>
      <ToastArea />
    </>,
    { route: '/admin/pages/admission', preloadedState: authState('admin'), locale },
  );
  return api;
}

beforeEach(() => {
  setRuntimeConfig({ apiBaseUrl: '/api', fileBaseUrl: '' });
  window.localStorage.clear();
});

describe('Save draft', () => {
  it('sends the edit with the version it started from, says it is saved, and drops the browser’s copy', async () => {
    const puts: { content: PageContent; version: number }[] = [];
    // The API's draft, as it stands after each save.
    let current = draft();
    setup({
      'GET /pages/admission/draft': () => json(current),
      'PUT /pages/admission/draft': async ({ request }) => {
        const body = (await request.json()) as { content: PageContent; version: number };
        puts.push(body);
        current = draft({ content: body.content, version: 5, updatedBy: 'admin@example.org' });
        return json(current);
      },
    });
    const field = await screen.findByDisplayValue('You need a GPA of 7.5.');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    fireEvent.change(field, { target: { value: 'You need a GPA of 8.' } });
    expect(await screen.findByText(/Unsaved changes\./)).toBeInTheDocument();
    // Typed and not yet saved: a copy is in this browser, in case the tab closes.
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEY)).toContain('You need a GPA of 8.'));

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.version).toBe(4);
    expect(rulesOf(puts[0])).toBe('You need a GPA of 8.');
    expect(await screen.findByText('Draft saved. Visitors see it once you publish.')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEY)).toBeNull());
    // The saved draft is the server's at once: never shown as unsaved again.
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByText(/Saved; not published yet\./)).toBeInTheDocument();
    expect(screen.queryByText(/Unsaved changes\./)).not.toBeInTheDocument();
  });

  it('refused for another reason, keeps what was typed (and its copy) and says why', async () => {
    setup({
      'PUT /pages/admission/draft': () => json({ message: 'The server is busy.', code: 'UNAVAILABLE' }, 503),
    });
    fireEvent.change(await screen.findByDisplayValue('You need a GPA of 7.5.'), {
      target: { value: 'You need a GPA of 9.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/The server is busy\.|Saving failed/)).toBeInTheDocument();
    expect(screen.getByDisplayValue('You need a GPA of 9.')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEY)).toContain('You need a GPA of 9.');
  });
});

describe('an edit never saved, after the tab was closed', () => {
  const keep = (rules: string, version = 4) =>
    window.localStorage.setItem(
      LOCAL_KEY,
      JSON.stringify({ version, content: content(rules), savedAt: '2026-11-27T10:00:00.000Z' }),
    );

  it('comes back when the editor opens again, and is saved over the version it started from', async () => {
    keep('Typed before the battery died.');
    const puts: { version: number; content: PageContent }[] = [];
    setup({
      'PUT /pages/admission/draft': async ({ request }) => {
        const body = (await request.json()) as { version: number; content: PageContent };
        puts.push(body);
        return json(draft({ content: body.content, version: 5 }));
      },
    });
    expect(
      await screen.findByText('Your unsaved changes from an earlier visit were kept in this browser and are back.'),
    ).toBeInTheDocument();
    expect(screen.getByDisplayValue('Typed before the battery died.')).toBeInTheDocument();
    expect(screen.getByText(/Unsaved changes\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.version).toBe(4);
    expect(rulesOf(puts[0])).toBe('Typed before the battery died.');
    await waitFor(() => expect(screen.queryByText(/were kept in this browser/)).not.toBeInTheDocument());
  });

  it('Discard them puts the saved draft back and forgets the copy; in Bengali too', async () => {
    keep('একটি পুরনো পরিবর্তন');
    setup({}, 'bn');
    const kept = await screen.findByText(/আগের বার সংরক্ষণ না করা আপনার পরিবর্তনগুলো/);
    expect(screen.getByDisplayValue('একটি পুরনো পরিবর্তন')).toBeInTheDocument();
    await userEvent.click(within(kept).getByRole('button', { name: 'বাদ দিন' }));
    expect(await screen.findByDisplayValue('You need a GPA of 7.5.')).toBeInTheDocument();
    expect(window.localStorage.getItem(LOCAL_KEY)).toBeNull();
    expect(screen.queryByText(/আগের বার সংরক্ষণ না করা/)).not.toBeInTheDocument();
  });

  it('is not offered when it is the same as the saved draft', async () => {
    keep('You need a GPA of 7.5.');
    setup();
    expect(await screen.findByDisplayValue('You need a GPA of 7.5.')).toBeInTheDocument();
    expect(screen.queryByText(/were kept in this browser/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    // Forgotten, so it is never offered later over someone else's newer save.
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEY)).toBeNull());
  });
});

describe('Publish at a time', () => {
  it('turns Publish into Schedule and sends the chosen moment; the clerk is told when visitors see it', async () => {
    const published: unknown[] = [];
    setup({
      'GET /pages/admission': () => json({ message: 'The page has not been published', code: 'NOT_FOUND' }, 404),
      'POST /pages/admission/publish': async ({ request }) => {
        published.push(await request.json());
        return json({ id: 9, number: 1, publishedAt: SAVED_AT, publishedBy: 'admin', restoredFrom: null }, 201);
      },
    });
    await screen.findByDisplayValue('You need a GPA of 7.5.');
    fireEvent.change(screen.getByLabelText('Publish at (optional)'), { target: { value: '2026-12-01T09:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Schedule|Publish/ }));
    // The moment as the clerk's browser reads the field, sent as an instant.
    await waitFor(() =>
      expect(published).toEqual([{ version: 4, publishAt: new Date('2026-12-01T09:00').toISOString() }]),
    );
    expect(await screen.findByText('Scheduled: visitors see it from 2026-12-01 09:00.')).toBeInTheDocument();
    // The field is emptied, so the next Publish is "now" again.
    expect(screen.getByLabelText('Publish at (optional)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('says when a saved draft is scheduled to go live', async () => {
    setup({ 'GET /pages/admission/draft': () => json(draft({ publishAt: '2026-12-01T03:00:00.000Z' })) });
    // 03:00 UTC is 09:00 in Dhaka.
    expect(await screen.findByText(/Scheduled to go live .*09:00/)).toBeInTheDocument();
  });
});

describe('Restore from the history', () => {
  const revisions = [
    { id: 12, number: 2, publishedAt: '2026-11-20T04:00:00.000Z', publishedBy: 'admin', restoredFrom: null },
    { id: 11, number: 1, publishedAt: '2026-11-10T04:00:00.000Z', publishedBy: 'admin', restoredFrom: null },
  ];

  function withHistory(onRestore: (body: unknown) => void) {
    let current = draft();
    return setup({
      'GET /pages/admission/draft': () => json(current),
      'GET /pages/admission/revisions': () => json(revisions),
      'POST /pages/admission/revisions/11/restore': async ({ request }) => {
        onRestore(await request.json());
        current = draft({ content: content('Revision one’s rules.'), version: 5 });
        return json({ id: 13, number: 3, publishedAt: SAVED_AT, publishedBy: 'admin', restoredFrom: 1 }, 201);
      },
    });
  }

  it('asks first, publishes the old revision again and shows it as the draft', async () => {
    const restored: unknown[] = [];
    withHistory((body) => restored.push(body));
    // Only the earlier revision can be restored; the live one says so.
    const button = await screen.findByRole('button', { name: 'Restore revision 1' });
    expect(screen.queryByRole('button', { name: 'Restore revision 2' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('Publish revision 1 again, now, and make it the draft?');
    expect(ask).not.toHaveTextContent('unsaved changes');
    await userEvent.click(within(ask).getByRole('button', { name: 'Restore' }));
    // Nothing unsaved: the restore carries the version the clerk is looking at, so a newer save refuses it.
    await waitFor(() => expect(restored).toEqual([{ version: 4 }]));
    expect(await screen.findByText('Revision 1 restored: visitors see it now.')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Revision one’s rules.')).toBeInTheDocument();
  });

  it('with unsaved changes, warns they will be replaced; Cancel restores nothing and keeps them', async () => {
    const restored: unknown[] = [];
    withHistory((body) => restored.push(body));
    fireEvent.change(await screen.findByDisplayValue('You need a GPA of 7.5.'), {
      target: { value: 'Half-typed rules' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore revision 1' }));
    const ask = await screen.findByRole('dialog');
    expect(ask).toHaveTextContent('Your unsaved changes on this page will be replaced.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(restored).toEqual([]);
    expect(screen.getByDisplayValue('Half-typed rules')).toBeInTheDocument();
  });
});
