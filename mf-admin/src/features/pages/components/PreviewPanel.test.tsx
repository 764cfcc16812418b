// A saved draft's preview is a new frame, not the old frame sent to a new address: a frame that
// navigates adds an entry to the tab's history, so the browser's Back would step the preview back
// instead of leaving the editor (and the editor's question on Back would never come).
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { PreviewPanel } from './PreviewPanel';

function Saving() {
  const [version, setVersion] = useState(4);
  return (
    <>
      <button onClick={() => setVersion((v) => v + 1)}>Save</button>
      <PreviewPanel path="/preview/page/admission" version={version} opened={1} onClose={() => {}} />
    </>
  );
}

test('each saved version is shown in a new frame', () => {
  renderWithProviders(<Saving />);
  const phone = () => screen.getByTitle('Preview at phone width (English)');
  const before = phone();
  expect(before).toHaveAttribute('src', '/preview/page/admission?v=4');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(phone()).toHaveAttribute('src', '/preview/page/admission?v=5');
  expect(phone()).not.toBe(before);
  expect(before.isConnected).toBe(false);
});
