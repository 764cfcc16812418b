// A page's own text, from pdf.js's text content, in reading order with its paragraphs kept.

/**
 * @param {import('pdfjs-dist').PDFPageProxy} page
 * @param {{ spans: Array<string|null>, text: string|null } | null} stream this page's content
 *   stream as actualText.mjs reads it (its BDC ActualText list and the text its glyphs spell), or null
 * @returns {Promise<string>} paragraphs separated by a blank line
 */
export async function pageText(page, stream) {
  const content = await page.getTextContent({ includeMarkedContent: true, disableNormalization: false });
  let items = withActualText(content.items, stream?.spans ?? null);
  const glyphs = glyphSpaces(items, stream?.text ?? null);
  // pdf.js also marks line ends inside a line (between a conjunct and the span that follows it);
  // with the content stream's baselines at hand, a line ends where the baseline moves.
  if (glyphs) items = splitAtLineStarts(items, glyphs.lineBefore).map((it) => ({ ...it, eol: false }));
  return paragraphs(lines(items, glyphs?.spaceBefore ?? null));
}

const inked = (s) => [...s].filter((ch) => !/\s/.test(ch));

/**
 * Where the words part, from the page's own space glyphs. pdf.js guesses spaces from the gaps
 * between glyphs, and reports the advance of a Bengali conjunct as a blank of its own, so its
 * words come out split or joined; the content stream says where the author typed a space, and
 * where a glyph starts a new baseline. When the page's letters, spaces aside, are the same in
 * both, each item learns the index of its first letter, and the result says which letters have a
 * space, or a line's start, before them. Otherwise (a font without a usable map) null, and the
 * gaps decide as before.
 */
function glyphSpaces(items, streamText) {
  if (!streamText || !/ /.test(streamText)) return null;
  const spaceBefore = [];
  const lineBefore = [];
  let space = false;
  let line = false;
  for (const ch of streamText) {
    if (ch === '\n') line = true;
    else if (/\s/.test(ch)) space = true;
    else {
      spaceBefore.push(space);
      lineBefore.push(line);
      space = line = false;
    }
  }
  // A PDF that parts most words by moving the pen rather than by a space glyph (TeX does) says
  // little with its few space glyphs: then the gaps decide.
  const breaks = (s) => (s.match(/\s+/g) ?? []).length;
  const guessed = breaks(items.map((it) => it.str + (it.eol ? '\n' : '')).join(''));
  if (breaks(streamText) < guessed * 0.5) return null;
  const letters = inked(streamText);
  let k = 0;
  for (const it of items) {
    it.k = k;
    for (const ch of inked(it.str)) if (letters[k++] !== ch) return null;
  }
  return k === letters.length ? { spaceBefore, lineBefore } : null;
}

/**
 * pdf.js sometimes keeps the first glyph of a line in the item that ends the line before (a
 * sentence's "।" and the conjunct that starts the next line); such an item is cut where the
 * content stream starts the new line, and its tail goes to where the next item is.
 */
function splitAtLineStarts(items, lineBefore) {
  const out = [];
  const tails = new Map();
  for (let n = 0; n < items.length; n++) {
    if (tails.has(n)) out.push(tails.get(n));
    const it = items[n];
    const chars = [...it.str];
    let k = it.k;
    let cut = -1;
    let seen = 0;
    for (let c = 0; c < chars.length; c++) {
      if (/\s/.test(chars[c])) continue;
      if (seen > 0 && lineBefore[k]) {
        cut = c;
        break;
      }
      seen++;
      k++;
    }
    const at = items.findIndex((x, m) => m > n && x.str.trim());
    if (cut < 0 || at < 0) {
      out.push(it);
      continue;
    }
    out.push({ ...it, str: chars.slice(0, cut).join(''), eol: true });
    // The tail goes just before the next line's first letters (after pdf.js's own line end marks).
    tails.set(at, { ...items[at], str: chars.slice(cut).join(''), w: 0, eol: false, k });
  }
  return out;
}

/**
 * Replaces the glyph text inside each span that has an ActualText with that text. If pdf.js saw a
 * different number of spans than the content streams hold, the pairing is not trusted and the glyph
 * text stays (the quality check then decides whether OCR is needed).
 */
function withActualText(raw, spans) {
  const begins = raw.filter((it) => it.type === 'beginMarkedContentProps').length;
  const useSpans = spans && spans.length === begins;
  const out = [];
  let spanIndex = 0;
  /** open spans: { text: string|null, items: [] } */
  const open = [];
  let lastText = null;
  for (const it of raw) {
    if (it.type === 'beginMarkedContentProps' || it.type === 'beginMarkedContent') {
      const text = it.type === 'beginMarkedContentProps' && useSpans ? spans[spanIndex] : null;
      if (it.type === 'beginMarkedContentProps') spanIndex++;
      open.push({ text, items: [] });
      continue;
    }
    if (it.type === 'endMarkedContent') {
      const span = open.pop();
      if (!span) continue;
      let produced = span.items;
      const firstInk = span.items.findIndex((x) => x.str.trim());
      if (span.text !== null && firstInk >= 0) {
        // Spaces and line ends pdf.js put inside the span stay where they were, around its text.
        let lastInk = span.items.length - 1;
        while (!span.items[lastInk].str.trim()) lastInk--;
        const inked = span.items.slice(firstInk, lastInk + 1);
        const first = inked[0];
        const last = inked[inked.length - 1];
        produced = [
          ...span.items.slice(0, firstInk),
          { ...first, str: span.text, w: Math.max(last.x + last.w - first.x, first.w), eol: inked.some((x) => x.eol) },
          ...span.items.slice(lastInk + 1),
        ];
      }
      (open.length ? open[open.length - 1].items : out).push(...produced);
      continue;
    }
    if (typeof it.str !== 'string') continue;
    // pdf.js reports the advance of a glyph it mapped to several characters (a conjunct) as a
    // zero-width item followed by a "space" at the same place: that is no word break.
    if (!it.str.trim() && lastText && lastText.w === 0 && Math.abs(it.transform[4] - lastText.x) < 0.01) {
      lastText.w = it.width;
      continue;
    }
    const item = {
      str: it.str,
      x: it.transform[4],
      y: it.transform[5],
      h: Math.abs(it.height) || Math.hypot(it.transform[2], it.transform[3]) || 1,
      w: it.width,
      eol: Boolean(it.hasEOL),
    };
    lastText = item;
    (open.length ? open[open.length - 1].items : out).push(item);
  }
  // Unclosed spans (a truncated stream): keep what they drew.
  while (open.length) out.push(...open.pop().items);
  return out;
}

/** Groups items into lines: a new line where pdf.js marks one or the baseline moves. */
function lines(items, spaceBefore) {
  const groups = [];
  let cur = null;
  for (const it of items) {
    const sameLine = cur && Math.abs(it.y - cur.y) < Math.max(cur.h, it.h) * 0.5;
    if (!sameLine && cur && (cur.items.some((x) => x.str.trim()) || it.str.trim())) {
      groups.push(cur);
      cur = null;
    }
    cur ??= { y: it.y, h: it.h, items: [] };
    cur.items.push(it);
    cur.h = Math.max(cur.h, it.h);
    if (it.eol) {
      groups.push(cur);
      cur = null;
    }
  }
  if (cur) groups.push(cur);
  return groups
    .map((g) => ({
      y: g.y,
      h: g.h,
      text: (spaceBefore ? lineTextByGlyphs(g.items, spaceBefore) : lineText(g.items)).replace(/\s+/g, ' ').trim(),
    }))
    .filter((l) => l.text);
}

// A conjunct (hasanta and a letter), or a glyph pdf.js could not map (NUL).
const endsWithConjunct = (t) => /\u09CD[\u0980-\u09FF]\u09BC?$/.test(t) || t.endsWith('\u0000');

/**
 * One line's text. pdf.js reports the advance of a Bengali conjunct it mapped to several characters
 * as a separate "space"; the line's real spaces all have one width (the space glyph, stretched
 * alike in a justified line), so a blank of another width right after a conjunct is dropped.
 */
function lineText(items) {
  const widths = new Map();
  for (const it of items) {
    if (it.str && !it.str.trim()) {
      const key = Math.round(it.w * 10);
      widths.set(key, (widths.get(key) ?? 0) + 1);
    }
  }
  const usual = widths.size ? [...widths.entries()].sort((a, b) => b[1] - a[1])[0][0] / 10 : null;
  let text = '';
  let end = items[0]?.x ?? 0;
  for (const it of items) {
    if (!it.str) continue;
    const blank = !it.str.trim();
    if (blank && usual !== null && endsWithConjunct(text) && Math.abs(it.w - usual) > 1 && it.w > usual) {
      end = it.x + it.w;
      continue;
    }
    const gap = it.x - end;
    if (text && gap > it.h * 0.3 && !/\s$/.test(text) && !/^\s/.test(it.str)) text += ' ';
    text += it.str;
    end = it.x + it.w;
  }
  return text;
}

/**
 * One line's text with the page's own spaces between its words. A wide gap with no space glyph (a
 * tab stop, a table's columns) still parts two words; wide means over two and a half times the type
 * size, because pdf.js gives an item that holds a conjunct the width of its first glyph only.
 */
function lineTextByGlyphs(items, spaceBefore) {
  let text = '';
  let end = null;
  for (const it of items) {
    if (!it.str.trim()) continue;
    if (text && end !== null && it.x - end > it.h * 2.5 && !/\s$/.test(text)) text += ' ';
    let k = it.k;
    for (const ch of it.str) {
      if (/\s/.test(ch)) continue;
      if (spaceBefore[k++] && text && !/\s$/.test(text)) text += ' ';
      text += ch;
    }
    end = Math.max(end ?? -Infinity, it.x + it.w);
  }
  return text;
}

/**
 * Joins lines into paragraphs: a paragraph ends where the gap to the next line is clearly larger
 * than the page's usual line spacing, or the type size changes (a heading).
 */
function paragraphs(ls) {
  if (!ls.length) return '';
  if (process.env.DEBUG_LINES) console.error(ls.map((l) => [l.y.toFixed(1), l.h.toFixed(1), l.text.slice(0, 20)]));
  // The usual spacing is that of lines of one size inside a paragraph: the low end of the gaps
  // (a median would take paragraph gaps for line spacing in a notice of few lines).
  const gaps = [];
  for (let k = 1; k < ls.length; k++) {
    const g = ls[k - 1].y - ls[k].y;
    if (g > 0 && Math.abs(ls[k - 1].h - ls[k].h) < 0.5) gaps.push(g / Math.max(ls[k].h, 1));
  }
  gaps.sort((a, b) => a - b);
  const usual = gaps.length ? Math.max(gaps[Math.floor(gaps.length / 5)], 1) : 1.3;
  const out = [[ls[0].text]];
  for (let k = 1; k < ls.length; k++) {
    const prev = ls[k - 1];
    const line = ls[k];
    const gap = (prev.y - line.y) / Math.max(line.h, 1);
    const sizeChange = Math.abs(prev.h - line.h) > Math.min(prev.h, line.h) * 0.2;
    const breakHere = gap <= 0 || gap > usual * 1.3 + 0.15 || sizeChange;
    if (breakHere) out.push([line.text]);
    else out[out.length - 1].push(line.text);
  }
  return out.map((p) => joinLines(p)).join('\n\n');
}

/** A word split by a hyphen at a line's end is joined again (English); other lines join with a space. */
function joinLines(ps) {
  let text = ps[0];
  for (let k = 1; k < ps.length; k++) {
    if (/[a-z]-$/.test(text) && /^[a-z]/.test(ps[k])) text = text.slice(0, -1) + ps[k];
    else text += ' ' + ps[k];
  }
  return text;
}
