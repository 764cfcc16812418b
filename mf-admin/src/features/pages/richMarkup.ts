// Paragraph text as office staff type it, and the JSON tree the API stores. One paragraph per block
// of lines separated by an empty line; lines starting "- " make a bulleted list and "1. " a numbered
// one; **bold**, *italic* and [words](https://…) mark runs. Whatever else is typed (angle brackets
// included) stays text: the site draws it as characters.
import type { RichNode, TextRun } from '@gsvmc/shared-types';

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function parseRuns(line: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const m of line.matchAll(INLINE)) {
    if (m.index > last) runs.push({ text: line.slice(last, m.index) });
    if (m[1] !== undefined) runs.push({ text: m[1], bold: true });
    else if (m[2] !== undefined) runs.push({ text: m[2], italic: true });
    else runs.push({ text: m[3]!, href: m[4]! });
    last = m.index + m[0].length;
  }
  if (last < line.length || runs.length === 0) runs.push({ text: line.slice(last) });
  return runs;
}

const BULLET = /^\s*[-•]\s+/;
const NUMBER = /^\s*\d+[.)]\s+/;

export function markupToRich(markup: string): RichNode[] {
  const nodes: RichNode[] = [];
  for (const chunk of markup.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    let i = 0;
    while (i < lines.length) {
      const kind = BULLET.test(lines[i]!) ? 'ul' : NUMBER.test(lines[i]!) ? 'ol' : 'p';
      if (kind === 'p') {
        const para: string[] = [];
        while (i < lines.length && !BULLET.test(lines[i]!) && !NUMBER.test(lines[i]!)) para.push(lines[i++]!.trim());
        nodes.push({ type: 'p', children: parseRuns(para.join(' ')) });
      } else {
        const marker = kind === 'ul' ? BULLET : NUMBER;
        const items: TextRun[][] = [];
        while (i < lines.length && marker.test(lines[i]!))
          items.push(parseRuns(lines[i++]!.replace(marker, '').trim()));
        nodes.push({ type: kind, items });
      }
    }
  }
  return nodes;
}

function runsToMarkup(runs: TextRun[]): string {
  return runs
    .map((r) => {
      let t = r.text;
      if (r.italic) t = `*${t}*`;
      if (r.bold) t = `**${t}**`;
      if (r.href) t = `[${t}](${r.href})`;
      return t;
    })
    .join('');
}

export function richToMarkup(nodes: RichNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'p') return runsToMarkup(node.children);
      return node.items.map((item, i) => `${node.type === 'ul' ? '-' : `${i + 1}.`} ${runsToMarkup(item)}`).join('\n');
    })
    .join('\n\n');
}
