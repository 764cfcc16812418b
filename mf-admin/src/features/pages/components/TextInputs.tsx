// The two text inputs of the page editor beyond a plain line: formatted text (a textarea of light
// markup with its toolbar) and a text in both languages (English and Bengali side by side).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { RichNode } from '@gsvmc/shared-types';
import { FieldError, Hint, TextArea } from '../../../components/form';
import { markupToRich, richToMarkup } from '../richMarkup';
import { RichToolbar } from './RichToolbar';

/**
 * A textarea whose markup is the user's own while typing; the value is the parsed tree. The toolbar
 * above it writes the same markup (**bold**, *italic*, [words](address), "- " lines).
 */
export function RichInput({
  id,
  value,
  onChange,
  ...aria
}: {
  id?: string;
  value: RichNode[];
  onChange: (n: RichNode[]) => void;
  lang?: string;
  'aria-label'?: string;
}) {
  const [text, setText] = useState(() => richToMarkup(value));
  const emitted = useRef(value);
  const area = useRef<HTMLTextAreaElement>(null);
  const shortcuts = useRef<((e: KeyboardEvent<HTMLTextAreaElement>) => void) | null>(null);
  useEffect(() => {
    // A value from outside (a reload, a restore) replaces the text; our own echo does not.
    if (value !== emitted.current) setText(richToMarkup(value));
  }, [value]);
  const edit = (next: string) => {
    setText(next);
    emitted.current = markupToRich(next);
    onChange(emitted.current);
  };
  return (
    <RichBox>
      <RichToolbar area={area} name={aria['aria-label']} onEdit={edit} shortcuts={shortcuts} />
      <TextArea
        ref={area}
        id={id}
        {...aria}
        rows={Math.min(14, Math.max(4, text.split('\n').length + 1))}
        value={text}
        onChange={(e) => edit(e.target.value)}
        onKeyDown={(e) => shortcuts.current?.(e)}
      />
    </RichBox>
  );
}

/** A text in both languages: its name above, English and Bengali beside each other (stacked on a phone). */
export function TwoLanguages({
  label,
  error,
  hint,
  mark,
  required,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  /** Words in at least one of the two languages. */
  required?: boolean;
  /** The translation state ("Bengali missing"), beside the name. */
  mark?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Pair role="group" aria-labelledby={id}>
      <PairHead>
        <PairName id={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </PairName>
        {mark}
      </PairHead>
      <Columns>{children}</Columns>
      {hint && <Hint>{hint}</Hint>}
      {error && <FieldError role="alert">{error}</FieldError>}
    </Pair>
  );
}

const RichBox = styled.div`
  display: grid;
  gap: 4px;
`;

const Pair = styled.div`
  display: grid;
  gap: 6px;
`;

const PairHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
`;

const PairName = styled.span`
  font-weight: 600;
`;

const Columns = styled.div`
  display: grid;
  gap: 10px 14px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  align-items: start;
`;
