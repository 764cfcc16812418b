// The formatting toolbar's edits of the typed markup (richMarkup.ts reads it): each takes the text and
// the selection and gives the new text with the selection to keep, so the writer can go on typing.
export interface Edit {
  text: string;
  start: number;
  end: number;
}

/**
 * **bold** or *italic* around the selection; with nothing selected, a placeholder word is put in and
 * selected, so typing replaces it. Pressed again over a marked selection, the marks come off.
 */
export function wrap(text: string, start: number, end: number, marker: '**' | '*', placeholder: string): Edit {
  const before = text.slice(0, start);
  const chosen = text.slice(start, end);
  const after = text.slice(end);
  const m = marker.length;
  // Marks just outside the selection (what the toolbar itself leaves selected): take them off.
  const marked =
    before.endsWith(marker) &&
    after.startsWith(marker) &&
    // "*" must not be half of a "**".
    (marker === '**' || (!before.endsWith('**') && !after.startsWith('**')));
  if (marked && chosen) return { text: before.slice(0, -m) + chosen + after.slice(m), start: start - m, end: end - m };
  const word = chosen || placeholder;
  return { text: `${before}${marker}${word}${marker}${after}`, start: start + m, end: start + m + word.length };
}

/** [words](address) in place of the selection (or of a placeholder word, then selected). */
export function link(text: string, start: number, end: number, href: string, placeholder: string): Edit {
  const words = text.slice(start, end) || placeholder;
  const markup = `[${words}](${href})`;
  return {
    text: text.slice(0, start) + markup + text.slice(end),
    start: start + 1,
    end: start + 1 + words.length,
  };
}

/**
 * Makes the lines the selection touches a bulleted list ("- "), or plain lines again when they all are
 * one already. The selection then covers those lines.
 */
export function toggleList(text: string, start: number, end: number): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', Math.max(end - (end > start && text[end - 1] === '\n' ? 1 : 0), start));
  const to = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(from, to).split('\n');
  const BULLET = /^\s*[-•]\s+/;
  const all = lines.every((l) => BULLET.test(l) || l.trim() === '');
  const changed = lines.map((l) => (all ? l.replace(BULLET, '') : l.trim() === '' ? l : `- ${l}`)).join('\n');
  return { text: text.slice(0, from) + changed + text.slice(to), start: from, end: from + changed.length };
}
