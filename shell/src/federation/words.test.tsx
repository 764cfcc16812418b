// The portal runs on whole words files (mf.wordsRuntime.mjs): drawn on a page load whose files hold one
// language's words, the page is loaded anew once (federation/words.ts).
import { render, screen } from '@testing-library/react';
import { pageLoads, portalLinkReloads, useWholeWordsByReload, wordsLanguageOfThisLoad, WORDS_GLOBAL } from './words';

const globals = globalThis as Record<string, unknown>;
let reload: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  reload = jest.spyOn(pageLoads, 'reload').mockImplementation(() => undefined);
});
afterEach(() => {
  delete globals[WORDS_GLOBAL];
  reload.mockRestore();
});

function Portal() {
  return <p>{useWholeWordsByReload() ? 'reloading' : 'portal'}</p>;
}

describe('words of this page load', () => {
  it('is the whole files where nothing chose (development, tests): the code holds both languages', () => {
    expect(wordsLanguageOfThisLoad()).toBeNull();
  });

  it('makes the links into the portal full loads only on a page load of one language’s words', () => {
    expect(portalLinkReloads()).toBe(false);
    globals[WORDS_GLOBAL] = { language: 'bn' };
    expect(portalLinkReloads()).toBe(true);
    globals[WORDS_GLOBAL] = { language: null };
    expect(portalLinkReloads()).toBe(false);
  });

  it('reloads the page once when its files hold one language’s words', () => {
    for (const language of ['en', 'bn']) {
      window.sessionStorage.clear();
      globals[WORDS_GLOBAL] = { language };
      const { unmount } = render(<Portal />);
      expect(screen.getByText('reloading')).toBeInTheDocument();
      unmount();
    }
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads the same address twice: a load that chose one language again draws the portal', () => {
    globals[WORDS_GLOBAL] = { language: 'en' };
    const first = render(<Portal />);
    expect(screen.getByText('reloading')).toBeInTheDocument();
    first.unmount();
    // The new load of the same address (say /Admin, which the runtime's rule did not read as the portal).
    render(<Portal />);
    expect(screen.getByText('portal')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('draws the portal without a reload on the whole files', () => {
    globals[WORDS_GLOBAL] = { language: null };
    render(<Portal />);
    expect(screen.getByText('portal')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
