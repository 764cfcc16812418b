// A page's own text, from pdf.js's text content, in reading order with its paragraphs kept.

/**
 * @param {import('pdfjs-dist').PDFPageProxy} page
 * @param {Array<string|null> | null} spans this page's BDC ActualText list (actualText.mjs), or null
 * @returns {Promise<string>} paragraphs separated by a blank line
 */
export async function pageText(page, spans) {
  const content = await page.getTextContent({ includeMarkedContent: true, disableNormalization: false });
  const items = withActualText(content.items, spans);
  return paragraphs(lines(items));
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
      if (span.text !== null && span.items.length > 0) {
        const first = span.items.find((x) => x.str.trim()) ?? span.items[0];
        const last = span.items[span.items.length - 1];
        const width = last.x + last.w - first.x;
        produced = [{ ...first, str: span.text, w: Math.max(width, first.w), eol: span.items.some((x) => x.eol) }];
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
function lines(items) {
  const result = [];
  let cur = null;
  for (const it of items) {
    const sameLine = cur && Math.abs(it.y - cur.y) < Math.max(cur.h, it.h) * 0.5;
    if (!sameLine && cur && (cur.text.trim() || it.str.trim())) {
      result.push(cur);
      cur = null;
    }
    if (!cur) cur = { text: '', y: it.y, h: 0, end: it.x };
    if (it.str) {
      const gap = it.x - cur.end;
      if (cur.text && gap > Math.max(it.h, cur.h) * 0.25 && !/\s$/.test(cur.text) && !/^\s/.test(it.str))
        cur.text += ' ';
      cur.text += it.str;
      cur.h = Math.max(cur.h, it.h);
      cur.end = it.x + it.w;
    }
    if (it.eol) {
      result.push(cur);
      cur = null;
    }
  }
  if (cur) result.push(cur);
  return result.map((l) => ({ ...l, text: l.text.replace(/\s+/g, ' ').trim() })).filter((l) => l.text);
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
