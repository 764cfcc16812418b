/** A notice's text as paragraphs: blank lines separate them, a single line break stays inside one. */
export function noticeParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
