// The toolbar's edits write the markup the site's renderer reads (richMarkup.ts), nothing else.
import { link, toggleList, wrap } from './formatMarkup';
import { markupToRich } from './richMarkup';

describe('wrap', () => {
  it('marks the selection bold and keeps it selected', () => {
    const edit = wrap('Apply by May', 9, 12, '**', 'bold');
    expect(edit).toEqual({ text: 'Apply by **May**', start: 11, end: 14 });
    expect(markupToRich(edit.text)).toEqual([
      { type: 'p', children: [{ text: 'Apply by ' }, { text: 'May', bold: true }] },
    ]);
  });

  it('takes the marks off when pressed again over the same selection', () => {
    const on = wrap('Apply by May', 9, 12, '*', 'italic');
    expect(on.text).toBe('Apply by *May*');
    expect(wrap(on.text, on.start, on.end, '*', 'italic')).toEqual({ text: 'Apply by May', start: 9, end: 12 });
    // Italic is not taken for half of a bold mark.
    const bold = wrap('May', 0, 3, '**', 'bold');
    expect(wrap(bold.text, bold.start, bold.end, '*', 'italic').text).toBe('***May***');
  });

  it('puts a selected placeholder where nothing is selected', () => {
    expect(wrap('Fees: ', 6, 6, '**', 'bold')).toEqual({ text: 'Fees: **bold**', start: 8, end: 12 });
  });
});

describe('link', () => {
  it('links the selected words to the address', () => {
    const edit = link('See the notice board', 8, 20, '/notice', 'link');
    expect(edit.text).toBe('See the [notice board](/notice)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('notice board');
    expect(markupToRich(edit.text)[0]).toEqual({
      type: 'p',
      children: [{ text: 'See the ' }, { text: 'notice board', href: '/notice' }],
    });
  });
});

describe('toggleList', () => {
  it('makes each selected line a bulleted item, and plain again', () => {
    const text = 'Bring:\nPhotos\nCertificates';
    const on = toggleList(text, 8, text.length);
    expect(on.text).toBe('Bring:\n- Photos\n- Certificates');
    expect(markupToRich(on.text)).toEqual([
      { type: 'p', children: [{ text: 'Bring:' }] },
      { type: 'ul', items: [[{ text: 'Photos' }], [{ text: 'Certificates' }]] },
    ]);
    expect(toggleList(on.text, on.start, on.end).text).toBe(text);
  });

  it('makes the line the cursor is on an item when nothing is selected', () => {
    expect(toggleList('One\nTwo', 5, 5).text).toBe('One\n- Two');
  });
});
