import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DocumentHeadContext, type DocumentHead, useDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it("keeps the page's words and adds the college's name, then restores the old title", () => {
    document.title = 'Before';
    const { unmount } = render(<Page title="Notice Board" />);
    expect(document.title).toBe('Notice Board · GSVMC');
    unmount();
    expect(document.title).toBe('Before');
  });

  it("hands the page's own title to a server render's head, without the college's name", () => {
    const head: DocumentHead = {};
    renderToString(
      <DocumentHeadContext.Provider value={head}>
        <Page title="Ward duty roster" />
      </DocumentHeadContext.Provider>,
    );
    expect(head).toEqual({ title: 'Ward duty roster' });
  });
});
