// The admin portal runs on whole words files: entered from a public page whose files hold one
// language's words, the page is loaded anew once (federation/words.ts, mf.wordsRuntime.mjs).
import { render, screen } from '@testing-library/react';
import { useWholeWordsByReload, wordsOfThisLoad, WORDS_CHOICE } from './words';

const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  delete globals[WORDS_CHOICE];
});

function Portal({ reloadPage }: { reloadPage: () => void }) {
  return <p>{useWholeWordsByReload(reloadPage) ? 'reloading' : 'portal'}</p>;
}

describe('words of this page load', () => {
  it('is "both" where nothing chose (development, tests): the code holds both languages', () => {
    expect(wordsOfThisLoad()).toBe('both');
  });

  it('reloads the page once when the page’s files hold one language’s words', () => {
    for (const choice of ['en', 'bn']) {
      globals[WORDS_CHOICE] = choice;
      const reloadPage = jest.fn();
      const { unmount } = render(<Portal reloadPage={reloadPage} />);
      expect(screen.getByText('reloading')).toBeInTheDocument();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('shows the portal without a reload on whole files', () => {
    globals[WORDS_CHOICE] = 'both';
    const reloadPage = jest.fn();
    render(<Portal reloadPage={reloadPage} />);
    expect(screen.getByText('portal')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
