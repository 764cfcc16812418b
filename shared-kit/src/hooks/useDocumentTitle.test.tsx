import { render } from '@testing-library/react';
import { useDocumentTitle } from './useDocumentTitle';

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
});
