// Removing a block or an item: a block with content asks first, naming it; the toast's Undo and
// Ctrl+Z (outside a text field) put it back where it was, keeping edits made since.
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Block } from '@gsvmc/shared-types';
import { ToastArea, type Locale } from '@gsvmc/shared-kit';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { EditorContext } from '../editorContext';
import { BlockListEditor } from './BlockListEditor';

const slide = (n: number) => ({
  src: `/uploads/content/s${n}.webp`,
  alt: { en: `Slide ${n}` },
  caption: { en: `Caption ${n}`, bn: `ক্যাপশন ${n}` },
  width: 1600,
  height: 900,
});

const START: Block[] = [
  { id: 'h', type: 'heading', level: 2, text: { en: 'Dates', bn: 'তারিখ' } },
  { id: 's', type: 'slides', slides: [slide(1), slide(2), slide(3)] },
  { id: 'e', type: 'heading', level: 2, text: { en: '' } },
];

function Editor({ seen }: { seen: Block[][] }) {
  const [blocks, setBlocks] = useState(START);
  return (
    <EditorContext.Provider value={{ bengali: true, problem: null }}>
      <BlockListEditor
        blocks={blocks}
        path="blocks"
        onChange={(next) => {
          seen.push(next);
          setBlocks(next);
        }}
      />
      <ToastArea />
    </EditorContext.Provider>
  );
}

const draw = (locale: Locale = 'en') => {
  const seen: Block[][] = [];
  renderWithProviders(<Editor seen={seen} />, { locale });
  return seen;
};

describe('removing a block', () => {
  it('asks first, naming a block that holds content; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const seen = draw();
    await user.click(screen.getByRole('button', { name: 'Remove Slides (block 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this block?' });
    expect(dialog).toHaveTextContent('Remove "Slides (block 2)" and everything in it?');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Slides (block 2)' })).toBeInTheDocument();
  });

  it('removes an empty block at once, and the toast’s Undo puts it back in place', async () => {
    const user = userEvent.setup();
    const seen = draw();
    await user.click(screen.getByRole('button', { name: 'Remove Heading (block 3)' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seen.at(-1)!.map((b) => b.id)).toEqual(['h', 's']);
    expect(screen.getByRole('status')).toHaveTextContent('"Heading (block 3)" removed.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(seen.at(-1)!.map((b) => b.id)).toEqual(['h', 's', 'e']);
  });

  it('brings a confirmed removal back with Ctrl+Z outside a text field, keeping an edit made since', async () => {
    const user = userEvent.setup();
    const seen = draw();
    await user.click(screen.getByRole('button', { name: 'Remove Slides (block 2)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(seen.at(-1)!.map((b) => b.id)).toEqual(['h', 'e']);
    const heading = screen.getAllByRole('textbox', { name: 'Heading (English)' })[0]!;
    await user.type(heading, ' and fees');
    // Ctrl+Z in the text field is the browser's undo of typing, not ours.
    fireEvent.keyDown(heading, { key: 'z', ctrlKey: true });
    expect(seen.at(-1)!.map((b) => b.id)).toEqual(['h', 'e']);
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    const back = seen.at(-1)!;
    expect(back.map((b) => b.id)).toEqual(['h', 's', 'e']);
    expect(back[0]).toMatchObject({ text: { en: 'Dates and fees' } });
    expect(back[1]).toEqual(START[1]);
  });
});

describe('removing an item', () => {
  it('removes one slide, not the block, and Cmd+Z puts it back as slide 2', async () => {
    const user = userEvent.setup();
    const seen = draw();
    await user.click(screen.getByRole('button', { name: 'Remove slide 2' }));
    expect(seen.at(-1)![1]).toMatchObject({ slides: [slide(1), slide(3)] });
    fireEvent.keyDown(document.body, { key: 'Z', metaKey: true });
    expect(seen.at(-1)![1]).toMatchObject({ slides: [slide(1), slide(2), slide(3)] });
  });
});

describe('in the Bengali portal', () => {
  it('asks and offers Undo in Bengali, and marks a text without Bengali', async () => {
    const user = userEvent.setup();
    draw('bn');
    await user.click(screen.getByRole('button', { name: /স্লাইড ২ সরান/ }));
    expect(screen.getByRole('status')).toHaveTextContent('সরানো হয়েছে');
    expect(screen.getByRole('button', { name: 'ফিরিয়ে আনুন' })).toBeInTheDocument();
    // Each slide's alternative text has no Bengali.
    expect(screen.getAllByText('বাংলা নেই').length).toBeGreaterThan(0);
  });
});

describe('translation marks', () => {
  it('says "Bengali missing" beside a text, and takes it away once Bengali is typed', async () => {
    const user = userEvent.setup();
    draw();
    const alt = screen.getAllByRole('group', { name: 'What the picture shows (for screen readers)' })[0]!;
    expect(within(alt).getByText('Bengali missing')).toBeInTheDocument();
    await user.type(within(alt).getByRole('textbox', { name: /\(বাংলা\)/ }), 'ছবি');
    expect(within(alt).queryByText('Bengali missing')).not.toBeInTheDocument();
  });
});
