// One field of a block or of the site settings, drawn from its FieldSpec. Texts have an English
// input and, when "Bengali" is switched on, a Bengali one (optional: English shows where it is missing).
import { useContext, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Block, LocalText, RichNode } from '@gsvmc/shared-types';
import { Button } from '@gsvmc/shared-kit';
import { Field, FieldError, Input, Select, TextArea } from '../../../components/form';
import { getAt, NestedBlocksContext, setAt, useEditorContext, useProblemAt } from '../editorContext';
import type { FieldSpec } from '../fieldSpecs';
import { markupToRich, richToMarkup } from '../richMarkup';
import { CheckRow } from './CheckRow';
import { ImageInput } from './ImageInput';

interface Props<T> {
  spec: FieldSpec;
  value: T;
  onChange: (next: T) => void;
  /** The value's path in the document ("blocks.3"); the field's own is `${path}.${spec.key}`. */
  path: string;
}

/** A textarea whose markup is the user's own while typing; the value is the parsed tree. */
function RichInput({ id, value, onChange }: { id?: string; value: RichNode[]; onChange: (n: RichNode[]) => void }) {
  const [text, setText] = useState(() => richToMarkup(value));
  const emitted = useRef(value);
  useEffect(() => {
    // A value from outside (a reload, a restore) replaces the text; our own echo does not.
    if (value !== emitted.current) setText(richToMarkup(value));
  }, [value]);
  return (
    <TextArea
      id={id}
      rows={Math.min(14, Math.max(4, text.split('\n').length + 1))}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        emitted.current = markupToRich(e.target.value);
        onChange(emitted.current);
      }}
    />
  );
}

const RICH_HINT =
  'An empty line starts a new paragraph. "- " starts a bulleted line, "1. " a numbered one. **bold**, *italic*, [words](https://…) for a link.';

export function FieldEditor<T extends object>({ spec, value, onChange, path }: Props<T>) {
  const { bengali } = useEditorContext();
  const nestedBlocks = useContext(NestedBlocksContext);
  const here = `${path ? `${path}.` : ''}${spec.key}`;
  const error = useProblemAt(here);
  const current = getAt(value, spec.key);
  const set = (next: unknown) => onChange(setAt(value, spec.key, next));

  switch (spec.kind) {
    case 'local': {
      const text = (current as LocalText | undefined) ?? { en: '' };
      const setLang = (lang: 'en' | 'bn', v: string) => {
        const next = { ...text, [lang]: v };
        if (lang === 'bn' && v === '') delete next.bn;
        set(spec.optional && next.en === '' && !next.bn ? undefined : next);
      };
      return (
        <>
          <Field label={spec.label} error={error} required={!spec.optional}>
            <Input value={text.en} onChange={(e) => setLang('en', e.target.value)} />
          </Field>
          {bengali && (
            <Field label={`${spec.label} (Bengali, optional)`}>
              <Input lang="bn" value={text.bn ?? ''} onChange={(e) => setLang('bn', e.target.value)} />
            </Field>
          )}
        </>
      );
    }
    case 'rich': {
      const rich = (current as { en: RichNode[]; bn?: RichNode[] } | undefined) ?? { en: [] };
      return (
        <>
          <Field label={spec.label} error={error} hint={RICH_HINT} required>
            <RichInput value={rich.en} onChange={(en) => set({ ...rich, en })} />
          </Field>
          {bengali && (
            <Field label={`${spec.label} (Bengali, optional)`}>
              <RichInput value={rich.bn ?? []} onChange={(bn) => set(bn.length ? { ...rich, bn } : { en: rich.en })} />
            </Field>
          )}
        </>
      );
    }
    case 'text':
      return (
        <Field label={spec.label} error={error} hint={spec.hint} required={!spec.optional}>
          <Input
            value={(current as string | undefined) ?? ''}
            onChange={(e) => set(spec.optional && e.target.value === '' ? undefined : e.target.value)}
          />
        </Field>
      );
    case 'number':
      return (
        <Field label={spec.label} error={error} required={!spec.optional}>
          <Input
            type="number"
            min={1}
            value={(current as number | undefined) ?? ''}
            onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))}
          />
        </Field>
      );
    case 'bool':
      return (
        <div>
          <CheckRow>
            <input type="checkbox" checked={current === true} onChange={(e) => set(e.target.checked || undefined)} />
            <span>{spec.label}</span>
          </CheckRow>
          {error && <FieldError role="alert">{error}</FieldError>}
        </div>
      );
    case 'select':
      return (
        <Field label={spec.label} error={error}>
          <Select
            value={String(current ?? spec.options[0]![0])}
            onChange={(e) => {
              const option = spec.options.find(([v]) => String(v) === e.target.value);
              set(option?.[0]);
            }}
          >
            {spec.options.map(([v, label]) => (
              <option key={String(v)} value={String(v)}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'image':
      return (
        <Field label={spec.label} error={error} required={!spec.optional}>
          <ImageInput
            label={spec.label}
            value={(current as string | undefined) ?? ''}
            onChange={(v) => set(v === '' ? undefined : v)}
            onUploaded={({ path: src, width, height }) => {
              const next = setAt(value, spec.key, src);
              // A slide's or an image block's picture carries its size, so the page reserves its room.
              onChange(spec.key === 'src' ? setAt(setAt(next, 'width', width), 'height', height) : next);
            }}
          />
        </Field>
      );
    case 'blocks':
      return (
        <Nested>
          <strong>{spec.label}</strong>
          {nestedBlocks?.({
            blocks: (current as Block[] | undefined) ?? [],
            onChange: (blocks) => set(blocks),
            path: here,
          })}
        </Nested>
      );
    case 'list': {
      const items = (current as object[] | undefined) ?? [];
      const setItem = (i: number, item: object | null) =>
        set(item === null ? items.filter((_, j) => j !== i) : items.map((old, j) => (j === i ? item : old)));
      const move = (i: number, by: number) => {
        const next = [...items];
        const [moved] = next.splice(i, 1);
        next.splice(i + by, 0, moved!);
        set(next);
      };
      return (
        <Nested aria-label={spec.label} role="group">
          <strong>{spec.label}</strong>
          {error && !items.length && <FieldError role="alert">{error}</FieldError>}
          {items.map((item, i) => (
            <Item key={i}>
              <ItemHead>
                <span>
                  {spec.itemLabel} {i + 1}
                </span>
                <Button type="button" $variant="secondary" disabled={i === 0} onClick={() => move(i, -1)}>
                  Up
                </Button>
                <Button type="button" $variant="secondary" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
                  Down
                </Button>
                <Button type="button" $variant="secondary" onClick={() => setItem(i, null)}>
                  Remove {spec.itemLabel.toLowerCase()} {i + 1}
                </Button>
              </ItemHead>
              {spec.fields.map((f) => (
                <FieldEditor
                  key={f.key}
                  spec={f}
                  value={item}
                  onChange={(next) => setItem(i, next)}
                  path={`${here}.${i}`}
                />
              ))}
            </Item>
          ))}
          <Button type="button" $variant="secondary" onClick={() => set([...items, spec.make()])}>
            Add {spec.itemLabel.toLowerCase()}
          </Button>
        </Nested>
      );
    }
  }
}

const Nested = styled.div`
  display: grid;
  gap: 10px;
  padding: 10px;
  border-left: 3px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.div`
  display: grid;
  gap: 10px;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const ItemHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  span {
    font-weight: 600;
    margin-right: auto;
  }
`;
