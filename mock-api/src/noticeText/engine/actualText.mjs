// The words a PDF's author meant, where its glyphs alone do not say them. Chromium, LibreOffice and
// Word draw a Bengali conjunct or a vowel sign that stands before its consonant as glyphs whose
// Unicode mapping is empty or in visual order, and put the real text beside them in a marked-content
// span (`/Span <</ActualText (…)>> BDC … EMC`). pdf.js reports where such spans begin and end but not
// their ActualText, so this reads the page's content streams (with pdf-lib) and lists, for every
// BDC in drawing order, its ActualText or null. The caller pairs them with pdf.js's span markers.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, decodePDFRawStream } from 'pdf-lib';

const MAX_FORM_DEPTH = 8;

/** @returns {Promise<Array<Array<string|null>> | null>} per page, the BDC spans' ActualText in order */
export async function actualTextSpans(bytes) {
  return (await readContentStreams(bytes))?.map((p) => p?.spans ?? null) ?? null;
}

/**
 * Per page, the BDC spans' ActualText in order and the text the page's glyphs spell in drawing
 * order (each glyph through its font's ToUnicode map, an ActualText in place of the glyphs of its
 * span), with a space wherever the page draws its font's space glyph. `text` is null where a font
 * has no map this reader understands.
 * @returns {Promise<Array<{ spans: Array<string|null>, text: string|null } | null> | null>}
 */
export async function readContentStreams(bytes) {
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  const fontCache = new Map();
  return doc.getPages().map((page) => {
    try {
      const out = [];
      const state = {
        text: [],
        open: [],
        font: null,
        ok: true,
        fontCache,
        line: [1, 0, 0, 1, 0, 0],
        leading: 0,
        fontSize: 1,
        size: 1,
        lastY: null,
        pending: null,
      };
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
      const data = concat(streams.filter(Boolean).map((s) => decode(s)));
      scan(data, page.node.Resources(), doc, out, 0, state);
      return { spans: out, text: state.ok ? state.text.join('') : null };
    } catch {
      return null;
    }
  });
}

function decode(stream) {
  if (stream instanceof PDFRawStream) return decodePDFRawStream(stream).decode();
  if (stream instanceof PDFStream) return stream.getContents();
  return new Uint8Array();
}

function concat(parts) {
  const total = parts.reduce((n, p) => n + p.length + 1, 0);
  const all = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
    all[at++] = 0x0a;
  }
  return all;
}

const isSpace = (c) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelim = (c) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;

/** A small tokenizer of content streams: enough for names, strings, dictionaries, operators and inline images. */
function scan(data, resources, doc, out, depth, state) {
  const stack = [];
  let i = 0;
  const n = data.length;
  while (i < n) {
    const c = data[i];
    if (isSpace(c)) {
      i++;
    } else if (c === 0x25) {
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      const [s, next] = literalString(data, i);
      stack.push({ str: s });
      i = next;
    } else if (c === 0x3c && data[i + 1] === 0x3c) {
      const [dict, next] = dictionary(data, i + 2);
      stack.push({ dict });
      i = next;
    } else if (c === 0x3c) {
      const end = data.indexOf(0x3e, i);
      stack.push({ str: hexString(data, i + 1, end < 0 ? n : end) });
      i = end < 0 ? n : end + 1;
    } else if (c === 0x2f) {
      let j = i + 1;
      while (j < n && !isSpace(data[j]) && !isDelim(data[j])) j++;
      stack.push({ name: latin1(data, i + 1, j) });
      i = j;
    } else if (c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x3e) {
      i++;
    } else {
      let j = i;
      while (j < n && !isSpace(data[j]) && !isDelim(data[j])) j++;
      if (j === i) j++;
      const word = latin1(data, i, j);
      i = j;
      if (/^[+-]?[\d.]+$/.test(word)) {
        stack.push({ num: word });
        continue;
      }
      if (word === 'BDC') {
        const props = stack[stack.length - 1];
        let text = null;
        if (props?.dict && typeof props.dict.ActualText === 'string') text = props.dict.ActualText;
        out.push(text);
        // The span's ActualText stands for the glyphs it holds (those glyphs are not read); it is
        // put where its first glyph is drawn, so that it falls on that glyph's line.
        if (text !== null && !state.open.some((t) => t !== null)) state.pending = text;
        state.open.push(text);
      } else if (word === 'BMC') {
        state.open.push(null);
      } else if (word === 'EMC') {
        state.open.pop();
        if (state.pending !== null && !state.open.some((t) => t !== null)) {
          state.text.push(state.pending);
          state.pending = null;
        }
      } else if (word === 'Tf') {
        const name = stack.find((t) => t.name)?.name;
        state.fontSize = Math.abs(Number(stack.find((t) => t.num !== undefined)?.num ?? 0)) || 1;
        state.size = state.fontSize * Math.hypot(state.line[2], state.line[3]);
        state.font = name ? fontOf(name, resources, doc, state.fontCache) : null;
      } else if (word === 'Tm' || word === 'Td' || word === 'TD' || word === 'T*' || word === 'TL' || word === 'BT') {
        moveLine(
          state,
          word,
          stack.filter((t) => t.num !== undefined).map((t) => Number(t.num)),
        );
      } else if (word === 'Tj' || word === 'TJ' || word === "'" || word === '"') {
        if (word === "'" || word === '"') moveLine(state, 'T*', []);
        // A glyph drawn on another baseline than the last one starts a new line of the page.
        const y = state.line[5];
        if (state.lastY !== null && Math.abs(y - state.lastY) > state.size * 0.5) state.text.push('\n');
        state.lastY = y;
        if (state.pending !== null) {
          state.text.push(state.pending);
          state.pending = null;
        }
        if (!state.open.some((t) => t !== null)) {
          if (!state.font) state.ok = false;
          else for (const t of stack) if (t.str) state.text.push(state.font.decode(t.str));
        }
      } else if (word === 'BI') {
        // Inline image: its binary data runs from ID to the EI that follows whitespace.
        const id = indexOfWord(data, 'ID', i);
        const ei = id < 0 ? -1 : indexOfEI(data, id + 3);
        i = ei < 0 ? n : ei + 2;
      } else if (word === 'Do' && depth < MAX_FORM_DEPTH) {
        const name = stack[stack.length - 1]?.name;
        if (name) form(name, resources, doc, out, depth, state);
      }
      stack.length = 0;
    }
  }
}

/** A Form XObject's content is drawn in place, and pdf.js reports its spans in place too. */
function form(name, resources, doc, out, depth, state) {
  const xobjects = resources?.lookup(PDFName.of('XObject'));
  if (!(xobjects instanceof PDFDict)) return;
  const ref = xobjects.get(PDFName.of(name));
  const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  if (!(stream instanceof PDFStream)) return;
  const subtype = stream.dict.get(PDFName.of('Subtype'));
  if (subtype?.toString() !== '/Form') return;
  const own = stream.dict.lookup(PDFName.of('Resources'));
  scan(decode(stream), own instanceof PDFDict ? own : resources, doc, out, depth + 1, state);
}

function latin1(data, from, to) {
  let s = '';
  for (let k = from; k < to; k++) s += String.fromCharCode(data[k]);
  return s;
}

function indexOfWord(data, word, from) {
  for (let k = from; k < data.length - 1; k++) {
    if (
      data[k] === word.charCodeAt(0) &&
      data[k + 1] === word.charCodeAt(1) &&
      (k === 0 || isSpace(data[k - 1])) &&
      isSpace(data[k + 2] ?? 0x20)
    )
      return k;
  }
  return -1;
}

function indexOfEI(data, from) {
  for (let k = from; k < data.length - 1; k++) {
    if (
      data[k] === 0x45 &&
      data[k + 1] === 0x49 &&
      isSpace(data[k - 1]) &&
      (k + 2 >= data.length || isSpace(data[k + 2]) || isDelim(data[k + 2]))
    )
      return k;
  }
  return -1;
}

function hexString(data, from, to) {
  const hex = latin1(data, from, to).replace(/[^0-9a-fA-F]/g, '');
  const bytes = [];
  for (let k = 0; k < hex.length; k += 2) bytes.push(parseInt(hex.slice(k, k + 2).padEnd(2, '0'), 16));
  return bytes;
}

function literalString(data, start) {
  const bytes = [];
  let depth = 0;
  let i = start;
  for (; i < data.length; i++) {
    const c = data[i];
    if (c === 0x5c) {
      const e = data[++i];
      const map = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };
      if (e >= 0x30 && e <= 0x37) {
        let oct = '';
        while (oct.length < 3 && data[i] >= 0x30 && data[i] <= 0x37) oct += String.fromCharCode(data[i++]);
        i--;
        bytes.push(parseInt(oct, 8) & 0xff);
      } else if (e === 0x0a || e === 0x0d) {
        if (e === 0x0d && data[i + 1] === 0x0a) i++;
      } else bytes.push(map[e] ?? e);
    } else if (c === 0x28) {
      if (depth++ > 0) bytes.push(c);
    } else if (c === 0x29) {
      if (--depth === 0) return [bytes, i + 1];
      bytes.push(c);
    } else bytes.push(c);
  }
  return [bytes, i];
}

/** Text strings in PDF are UTF-16BE with a byte-order mark, or PDFDocEncoding (close to Latin-1). */
function textString(bytes) {
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    let s = '';
    for (let k = 2; k + 1 < bytes.length; k += 2) s += String.fromCharCode((bytes[k] << 8) | bytes[k + 1]);
    return s;
  }
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return Buffer.from(bytes.slice(3)).toString('utf8');
  return String.fromCharCode(...bytes);
}

/** An inline dictionary (`<< … >>`, possibly nested); only string values are kept, as text. */
function dictionary(data, start) {
  const dict = {};
  let i = start;
  let key = null;
  while (i < data.length) {
    const c = data[i];
    if (isSpace(c)) i++;
    else if (c === 0x3e && data[i + 1] === 0x3e) return [dict, i + 2];
    else if (c === 0x2f) {
      let j = i + 1;
      while (j < data.length && !isSpace(data[j]) && !isDelim(data[j])) j++;
      const name = latin1(data, i + 1, j);
      if (key === null) key = name;
      else key = null;
      i = j;
    } else if (c === 0x28) {
      const [s, next] = literalString(data, i);
      if (key !== null) dict[key] = textString(s);
      key = null;
      i = next;
    } else if (c === 0x3c && data[i + 1] === 0x3c) {
      const [, next] = dictionary(data, i + 2);
      key = null;
      i = next;
    } else if (c === 0x3c) {
      const end = data.indexOf(0x3e, i);
      if (key !== null) dict[key] = textString(hexString(data, i + 1, end < 0 ? data.length : end));
      key = null;
      i = end < 0 ? data.length : end + 1;
    } else {
      let j = i;
      while (j < data.length && !isSpace(data[j]) && !isDelim(data[j]) && !(data[j] === 0x3e)) j++;
      if (j === i) j++;
      key = null;
      i = j;
    }
  }
  return [dict, i];
}

/**
 * A font's codes to text, from its ToUnicode map: two-byte codes for a composite font with the
 * Identity encoding (what Chromium, Word and LibreOffice embed), one byte for a simple font. Null
 * where the font has no ToUnicode map or another encoding; the page's text is then not trusted.
 */
function fontOf(name, resources, doc, cache) {
  const fonts = resources?.lookup(PDFName.of('Font'));
  if (!(fonts instanceof PDFDict)) return null;
  const ref = fonts.get(PDFName.of(name));
  const key = ref instanceof PDFRef ? ref.toString() : null;
  if (key && cache.has(key)) return cache.get(key);
  const font = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  let result = null;
  if (font instanceof PDFDict) {
    const subtype = font.get(PDFName.of('Subtype'))?.toString();
    const encoding = font.get(PDFName.of('Encoding'))?.toString();
    const width = subtype === '/Type0' ? (encoding === '/Identity-H' || encoding === '/Identity-V' ? 2 : 0) : 1;
    const tu = font.lookup(PDFName.of('ToUnicode'));
    if (width && tu instanceof PDFStream) {
      const map = toUnicodeMap(latin1(decode(tu), 0, decode(tu).length));
      result = {
        decode(bytes) {
          let s = '';
          for (let k = 0; k + width <= bytes.length; k += width) {
            const code = width === 2 ? (bytes[k] << 8) | bytes[k + 1] : bytes[k];
            s += map.get(code) ?? '\u0000';
          }
          return s;
        },
      };
    }
  }
  if (key) cache.set(key, result);
  return result;
}

const utf16 = (hex) => {
  let s = '';
  for (let k = 0; k + 4 <= hex.length; k += 4) s += String.fromCharCode(parseInt(hex.slice(k, k + 4), 16));
  return s;
};

/** The bfchar and bfrange entries of a ToUnicode CMap. */
function toUnicodeMap(cmap) {
  const map = new Map();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) map.set(parseInt(m[1], 16), utf16(m[2]));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g)) {
      const lo = parseInt(m[1], 16);
      const hi = Math.min(parseInt(m[2], 16), lo + 0xffff);
      if (m[3].startsWith('[')) {
        const list = [...m[3].matchAll(/<([0-9a-fA-F]*)>/g)].map((x) => utf16(x[1]));
        for (let c = lo; c <= hi && c - lo < list.length; c++) map.set(c, list[c - lo]);
      } else {
        const hex = m[3].slice(1, -1);
        const head = hex.slice(0, -4);
        const last = parseInt(hex.slice(-4), 16);
        for (let c = lo; c <= hi; c++) map.set(c, utf16(head + (last + c - lo).toString(16).padStart(4, '0')));
      }
    }
  }
  return map;
}

/** The text line matrix (only where its baseline is, to tell lines apart). */
function moveLine(state, op, n) {
  const m = state.line;
  const move = (tx, ty) => {
    state.line = [m[0], m[1], m[2], m[3], tx * m[0] + ty * m[2] + m[4], tx * m[1] + ty * m[3] + m[5]];
  };
  if (op === 'BT') state.line = [1, 0, 0, 1, 0, 0];
  else if (op === 'Tm' && n.length === 6) state.line = n;
  else if (op === 'Td' && n.length === 2) move(n[0], n[1]);
  else if (op === 'TD' && n.length === 2) {
    state.leading = -n[1];
    move(n[0], n[1]);
  } else if (op === 'TL' && n.length === 1) state.leading = n[0];
  else if (op === 'T*') move(0, -state.leading);
  state.size = state.fontSize * Math.hypot(state.line[2], state.line[3]);
}
