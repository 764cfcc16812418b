import { act, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useScrollOnNavigate } from './useScrollOnNavigate';

// jsdom lays nothing out: an element counts as shown unless it sits in a hidden one, as a browser's
// getClientRects() would say.
const scrolledTo: string[] = [];
let toTop = 0;
beforeEach(() => {
  scrolledTo.length = 0;
  toTop = 0;
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {
    toTop += 1;
  });
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (this.closest('[hidden]') ? [] : [{}]) as unknown as DOMRectList;
  });
});
afterEach(() => jest.restoreAllMocks());

let showHostel: (shown: boolean) => void = () => {};

/** A page whose section arrives after it (a remote's page, drawn once its content has come). */
function Facilities() {
  const [drawn, setDrawn] = useState(false);
  const [open, setOpen] = useState(false);
  showHostel = setOpen;
  return (
    <>
      <button onClick={() => setDrawn(true)}>Content arrives</button>
      {drawn && (
        <section hidden={!open}>
          <h2 id="facilities-hostel">Hostel</h2>
        </section>
      )}
    </>
  );
}

function Site() {
  useScrollOnNavigate();
  return (
    <>
      <Link to="/notice">Notices</Link>
      <Link to="/facilities#facilities-hostel">Hostel</Link>
      <Routes>
        <Route path="/" element={<h1 id="top-place">Home</h1>} />
        <Route path="/notice" element={<h1>Notices</h1>} />
        <Route path="/facilities" element={<Facilities />} />
      </Routes>
    </>
  );
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Site />
    </MemoryRouter>,
  );

describe('useScrollOnNavigate', () => {
  it('leaves the first page where the browser put it, even with a place in its address', () => {
    renderAt('/#top-place');
    expect(toTop).toBe(0);
    expect(scrolledTo).toEqual([]);
  });

  it('starts a page opened inside the site at its top', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Notices' }));
    expect(toTop).toBe(1);
    expect(scrolledTo).toEqual([]);
  });

  it('scrolls to the place the address names once the page has drawn it and it is shown', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Hostel' }));
    expect(scrolledTo).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Content arrives' })));
    // Drawn but in a closed tab: not yet.
    expect(scrolledTo).toEqual([]);
    await act(async () => showHostel(true));
    expect(scrolledTo).toEqual(['facilities-hostel']);
    // Once there, later changes to the page do not pull the visitor back.
    await act(async () => showHostel(false));
    await act(async () => showHostel(true));
    expect(scrolledTo).toEqual(['facilities-hostel']);
  });

  it('stops waiting once the visitor scrolls or taps', async () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'Hostel' }));
    fireEvent.wheel(window);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Content arrives' })));
    await act(async () => showHostel(true));
    expect(scrolledTo).toEqual([]);
  });
});
