import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JournalPublication } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { apiError, json, mockFetch } from '@gsvmc/shared-kit/test/mockFetch';
import { expectSetApart } from '@gsvmc/shared-kit/test/touchTargets';
import JournalAdminPage from './JournalAdminPage';

const stored: JournalPublication = {
  _id: 'p1',
  title: 'Oral health screening in rural schools',
  authors: ['Hasan, M.'],
  date: '2024-06-20',
  category: 'Dentistry',
  tags: ['oral health'],
  link: 'https://example.org/oral',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function api(initial: JournalPublication[]) {
  let all = [...initial];
  const sent: FormData[] = [];
  const fetch = mockFetch({
    'GET /publications': () =>
      json({
        data: all,
        total: all.length,
        offset: 0,
        limit: 20,
        categories: [...new Set(all.map((p) => p.category))],
      }),
    'POST /publications': async ({ request }) => {
      const body = await request.formData();
      sent.push(body);
      if (String(body.get('link')).startsWith('http://bad'))
        return apiError(400, 'The link must be a web address', 'VALIDATION_FAILED');
      const created = {
        ...stored,
        _id: `p${all.length + 1}`,
        title: String(body.get('title')),
        authors: String(body.get('authors')).split('\n'),
        date: String(body.get('date')),
        category: String(body.get('category')),
      };
      all = [created, ...all];
      return json(created, 201);
    },
    'PUT /publications/:id': async ({ request, path }) => {
      const body = await request.formData();
      sent.push(body);
      all = all.map((p) => (`/publications/${p._id}` === path ? { ...p, title: String(body.get('title')) } : p));
      return json(all[0]);
    },
    'DELETE /publications/:id': ({ path }) => {
      all = all.filter((p) => `/publications/${p._id}` !== path);
      return json({ message: 'Publication moved to the trash' });
    },
  });
  return { fetch, sent };
}

const fill = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('JournalAdminPage', () => {
  it('adds a publication with its authors one per line, and lists it', async () => {
    const { sent } = api([stored]);
    renderWithProviders(<JournalAdminPage />);
    expect(await screen.findByText(stored.title, { selector: 'strong' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a publication' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add publication' }));
    expect(within(form).getByText('Enter the title')).toBeInTheDocument();
    expect(within(form).getByText('Name at least one author')).toBeInTheDocument();
    fill(form, /^Title/, 'Maternal follow-up in Savar');
    fill(form, /^Authors/, 'Rahman, A.\nKhatun, S.');
    fill(form, /^Publication date/, '2026-02-10');
    fill(form, /^Category/, 'Community Medicine');
    fill(form, /^Where readers find it/, 'link');
    fill(form, /^Link/, 'https://doi.org/10.1/x');
    fireEvent.click(within(form).getByRole('button', { name: 'Add publication' }));
    expect(await screen.findByText('Maternal follow-up in Savar', { selector: 'strong' })).toBeInTheDocument();
    expect(sent[0]!.get('authors')).toMatch(/^Rahman, A\.\r?\nKhatun, S\.$/);
    expect(sent[0]!.get('link')).toBe('https://doi.org/10.1/x');
    await waitFor(() => expect(within(form).getByLabelText(/^Title/)).toHaveValue(''));
  });

  it('shows the server’s sentence beside the form and keeps what was typed', async () => {
    api([]);
    renderWithProviders(<JournalAdminPage />);
    expect(await screen.findByText('No publications yet. Add the first one above.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a publication' });
    fill(form, /^Title/, 'Kept');
    fill(form, /^Authors/, 'A');
    fill(form, /^Publication date/, '2026-02-10');
    fill(form, /^Category/, 'X');
    fill(form, /^Where readers find it/, 'link');
    fill(form, /^Link/, 'http://bad.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Add publication' }));
    expect(await within(form).findByText('The link must be a web address')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Kept');
  });

  it('cancels a PDF still being sent: nothing is saved, the form keeps what was typed', async () => {
    let aborted = false;
    mockFetch({
      'GET /publications': () => json({ data: [], total: 0, offset: 0, limit: 20, categories: [] }),
      // A slow connection: the upload answers only when it is stopped.
      'POST /publications': ({ request }) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The upload was stopped', 'AbortError'));
          }),
        ),
    });
    renderWithProviders(<JournalAdminPage />);
    expect(await screen.findByText('No publications yet. Add the first one above.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add a publication' });
    fill(form, /^Title/, 'Long PDF');
    fill(form, /^Authors/, 'A');
    fill(form, /^Publication date/, '2026-02-10');
    fill(form, /^Category/, 'X');
    fill(form, /^Where readers find it/, 'pdf');
    const pdf = new File(['%PDF-1.4 a long paper'], 'paper.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText(/^PDF/), { target: { files: [pdf] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add publication' }));
    fireEvent.click(await within(form).findByRole('button', { name: 'Cancel upload' }));
    expect(
      await within(form).findByText('Upload cancelled. Nothing was saved; the form is as you left it.'),
    ).toBeInTheDocument();
    expect(aborted).toBe(true);
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Long PDF');
    expect(within(form).queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument();
  });

  it('edits in place and deletes after a confirm', async () => {
    const { sent } = api([stored]);
    renderWithProviders(<JournalAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${stored.title}` }));
    const form = screen.getByRole('form', { name: `Edit “${stored.title}”` });
    fill(form, /^Title/, 'Renamed');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Renamed', { selector: 'strong' })).toBeInTheDocument();
    expect(sent[0]!.get('link')).toBe(stored.link);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Renamed' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No publications yet. Add the first one above.')).toBeInTheDocument();
  });

  it('keeps Delete apart from Edit (RowActions)', async () => {
    api([stored]);
    renderWithProviders(<JournalAdminPage />);
    const edit = await screen.findByRole('button', { name: `Edit ${stored.title}` });
    expectSetApart(screen.getByRole('button', { name: `Delete ${stored.title}` }), [edit]);
  });
});
