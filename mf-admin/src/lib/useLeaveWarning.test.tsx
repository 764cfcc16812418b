// The browser's Back with an unsaved edit, through the shell's own kind of router (BrowserRouter over
// jsdom's history and its popstate): Back asks, "stay" keeps the edit on screen (the editor is not
// remounted) and holds Back again, "leave" goes where Back goes; once the edit is saved or discarded
// one Back press leaves, with no press spent on the extra entry.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { BACK_GUARD, onBackGuard, useLeaveWarning } from './useLeaveWarning';

let mounts = 0;
let answer: ((leave: boolean) => void) | null = null;
let asked = 0;

/** The portal's question, answered by the test. */
const ask = () =>
  new Promise<boolean>((resolve) => {
    asked += 1;
    answer = resolve;
  });

function Editor() {
  const [saved, setSaved] = useState('Admission');
  const [text, setText] = useState(saved);
  useEffect(() => {
    mounts += 1;
  }, []);
  useLeaveWarning(text !== saved, ask);
  return (
    <>
      <label>
        Title <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button onClick={() => setSaved(text)}>Save</button>
      <button onClick={() => setText(saved)}>Discard</button>
      <Link to="/admin/notices">Notices</Link>
    </>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/pages" element={<Link to="/admin/pages/admission">Admission</Link>} />
        <Route path="/admin/pages/admission" element={<Editor />} />
        <Route path="/admin/notices" element={<p>The notices</p>} />
        <Route path="/admin" element={<p>The dashboard</p>} />
      </Routes>
    </BrowserRouter>
  );
}

/** Waits for the popstate of a Back press, so the router and the guard have both seen it. */
async function pressBack() {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  act(() => window.history.back());
  await act(() => popped);
}

const field = () => screen.getByRole('textbox', { name: 'Title' });

async function openEditorAndType() {
  render(<App />);
  fireEvent.click(screen.getByRole('link', { name: 'Admission' }));
  fireEvent.change(field(), { target: { value: 'Admission 2027' } });
  await waitFor(() => expect(onBackGuard()).toBe(true));
}

beforeEach(() => {
  mounts = 0;
  asked = 0;
  answer = null;
  // Every test starts from the list, on a fresh entry.
  window.history.pushState({ idx: window.history.state?.idx ?? 0 }, '', '/admin/pages');
});

test('Back with an unsaved edit asks; "stay" keeps the edit and the same editor, and holds Back again', async () => {
  await openEditorAndType();
  const key = window.history.state.key;
  await pressBack();
  expect(asked).toBe(1);
  // Still the editor's address, with the edit on screen and the editor not mounted again.
  expect(window.location.pathname).toBe('/admin/pages/admission');
  expect(field()).toHaveValue('Admission 2027');
  expect(onBackGuard()).toBe(false);
  await act(async () => answer!(false));
  expect(onBackGuard()).toBe(true);
  // The extra entry carries the router's own state: the same location key.
  expect(window.history.state.key).toBe(key);
  expect(field()).toHaveValue('Admission 2027');
  expect(mounts).toBe(1);

  // Back again asks again.
  await pressBack();
  expect(asked).toBe(2);
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Admission 2027');
});

test('"leave" goes back past the editor to the page before it', async () => {
  await openEditorAndType();
  await pressBack();
  const left = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => answer!(true));
  await act(() => left);
  expect(window.location.pathname).toBe('/admin/pages');
  expect(await screen.findByRole('link', { name: 'Admission' })).toBeInTheDocument();
  expect(asked).toBe(1);
});

test('after Save, one Back leaves without a question', async () => {
  await openEditorAndType();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  // The extra entry is taken away (a step back to the editor's own entry, at the same address).
  await waitFor(() => expect(onBackGuard()).toBe(false));
  expect(window.location.pathname).toBe('/admin/pages/admission');
  await pressBack();
  expect(window.location.pathname).toBe('/admin/pages');
  expect(await screen.findByRole('link', { name: 'Admission' })).toBeInTheDocument();
  expect(asked).toBe(0);
});

test('after Discard too, and an edit typed again holds Back again', async () => {
  await openEditorAndType();
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(onBackGuard()).toBe(false));
  fireEvent.change(field(), { target: { value: 'Admission 2028' } });
  await waitFor(() => expect(onBackGuard()).toBe(true));
  await pressBack();
  expect(asked).toBe(1);
  expect(field()).toHaveValue('Admission 2028');
});

test('a link followed after "leave" leaves no extra entry behind: Back from there comes to the editor once', async () => {
  await openEditorAndType();
  fireEvent.click(screen.getByRole('link', { name: 'Notices' }));
  expect(asked).toBe(1);
  await act(async () => answer!(true));
  expect(await screen.findByText('The notices')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/notices');
  // One Back: the editor (mounted afresh, nothing unsaved); one more: the list, with no question.
  await pressBack();
  expect(window.location.pathname).toBe('/admin/pages/admission');
  expect(onBackGuard()).toBe(false);
  await pressBack();
  expect(window.location.pathname).toBe('/admin/pages');
  expect(asked).toBe(1);
});

test('arriving with nothing unsaved on an extra entry left behind takes it away', async () => {
  window.history.pushState({ ...window.history.state }, '', '/admin/pages/admission');
  window.history.pushState({ ...window.history.state, [BACK_GUARD]: true }, '');
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  render(<App />);
  await act(() => popped);
  expect(onBackGuard()).toBe(false);
  expect(window.location.pathname).toBe('/admin/pages/admission');
  expect(field()).toHaveValue('Admission');
});

test('"leave" from an editor that was the first page of the tab goes to the dashboard, not off the site', async () => {
  // The router counts this tab's entries from 0: here the editor was opened first (a bookmark).
  window.history.pushState({ idx: 0 }, '', '/admin/pages/admission');
  render(<App />);
  fireEvent.change(field(), { target: { value: 'Admission 2027' } });
  await waitFor(() => expect(onBackGuard()).toBe(true));
  await pressBack();
  expect(asked).toBe(1);
  await act(async () => answer!(true));
  expect(await screen.findByText('The dashboard')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin');
});
