// One changed field as a reader compares it: the words taken out struck through on red, the words put
// in underlined on green, the rest as it was; a long unchanged stretch is shortened to its ends so the
// change stays in view on a phone. Words are split on spaces, so Bengali words (whose vowel signs a
// letter-based split would cut) are compared whole.
import { diffArrays } from 'diff';
import styled from 'styled-components';
import { useMessages } from '@gsvmc/shared-kit';
import { auditMessages } from './messages';

/** Unchanged words kept on each side of a change; the rest of a long unchanged stretch is elided. */
const CONTEXT_WORDS = 12;

type Piece = { kind: 'same' | 'added' | 'removed'; text: string };

/** Below this share of words kept, a text was rewritten: shown whole before and whole after. */
const REWRITTEN_BELOW = 0.5;

const isWord = (token: string) => token.trim() !== '';

/**
 * The word-level difference of two texts, as pieces in reading order. A text rewritten more than it
 * was kept reads better as the old text struck through and then the new one than as a word-by-word
 * weave of the two.
 */
export function wordDiff(before: string, after: string): Piece[] {
  const split = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');
  const parts = diffArrays(split(before), split(after));
  const kept = parts.filter((p) => !p.added && !p.removed).flatMap((p) => p.value.filter(isWord)).length;
  const words = Math.max(split(before).filter(isWord).length, split(after).filter(isWord).length);
  if (words > 0 && kept / words < REWRITTEN_BELOW) {
    const whole: Piece[] = [];
    if (before) whole.push({ kind: 'removed', text: before });
    if (after) whole.push({ kind: 'added', text: after });
    return whole;
  }
  return parts.map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value.join(''),
  }));
}

function shorten(text: string, keepStart: boolean, keepEnd: boolean): string {
  const words = text.split(/(\s+)/);
  const keep = CONTEXT_WORDS * 2; // words and the spaces between them
  if (words.length <= keep * 2 + 1) return text;
  const start = keepStart ? words.slice(0, keep).join('') : '';
  const end = keepEnd ? words.slice(-keep).join('') : '';
  return `${start}${start ? ' … ' : '… '}${end}`;
}

export function ChangeDiff({ before, after }: { before: string; after: string }) {
  const t = useMessages(auditMessages);
  const pieces = wordDiff(before, after);
  if (!pieces.some((p) => p.kind === 'same')) {
    // Rewritten (or new, or emptied): the old text, then the new one, each on its own lines.
    return (
      <>
        {pieces.map((piece, i) => (
          <Text key={i}>
            {piece.kind === 'added' ? (
              <Added>
                <Hidden>{t('added')} </Hidden>
                {piece.text}
              </Added>
            ) : (
              <Removed>
                <Hidden>{t('removed')} </Hidden>
                {piece.text}
              </Removed>
            )}
          </Text>
        ))}
      </>
    );
  }
  return (
    <Text>
      {pieces.map((piece, i) => {
        if (piece.kind === 'added')
          return (
            <Added key={i}>
              <Hidden>{t('added')} </Hidden>
              {piece.text}
            </Added>
          );
        if (piece.kind === 'removed')
          return (
            <Removed key={i}>
              <Hidden>{t('removed')} </Hidden>
              {piece.text}
            </Removed>
          );
        // Keep the words next to a change; a stretch between two changes keeps both ends.
        return <span key={i}>{shorten(piece.text, i > 0, i < pieces.length - 1)}</span>;
      })}
    </Text>
  );
}

const Text = styled.p`
  margin: 4px 0 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

const Added = styled.ins`
  background: ${({ theme }) => theme.color.primaryLight};
  color: ${({ theme }) => theme.color.primaryDark};
  text-decoration: underline;
  text-decoration-thickness: 2px;
  border-radius: 3px;
  padding: 0 2px;
`;

const Removed = styled.del`
  background: ${({ theme }) => theme.color.dangerLight};
  color: ${({ theme }) => theme.color.danger};
  border-radius: 3px;
  padding: 0 2px;
`;

/** Said by a screen reader, which reads no colour or line. */
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
