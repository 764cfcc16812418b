// A message with elements inside it ("There is no page at {path}. Try the {home} or the menu above."):
// each language orders its words and the elements its own way, so the sentence stays one message
// and the elements (a link, a <code>, an English fallback) are put in at its `{name}` marks.
import { Fragment, type ReactNode } from 'react';

export function richMessage(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  const pieces = message.split(/\{(\w+)\}/);
  return pieces.map((piece, i) =>
    // Odd pieces are the names between the braces.
    i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece,
  );
}
