// One field of a block or of the site settings, drawn from its FieldSpec: texts in one or both
// languages (LanguageFields.tsx), a line, a number, a choice, a picture, a list of items or the blocks
// inside a tab or card.
import { useContext } from 'react';
import styled from 'styled-components';
import type { Block, LocalText, RichText } from '@gsvmc/shared-types';
import { Button, useMessages } from '@gsvmc/shared-kit';
import { Field, FieldError, Input, Select } from '../../../components/form';
import { getAt, NestedBlocksContext, setAt, useProblemAt } from '../editorContext';
import type { FieldSpec } from '../fieldSpecs';
import { fieldMessages } from '../fields.messages';
import { pagesMessages } from '../messages';
import { CheckRow } from './CheckRow';
import { ImageInput } from './ImageInput';
import { useRemovableList } from './removalUndo';
import { LocalField, RichField } from './LanguageFields';
import { TranslationMark, useTranslationState } from './translationMarks';

interface Props<T> {
  spec: FieldSpec;
  value: T;
  onChange: (next: T) => void;
  /** The value's path in the document ("blocks.3"); the field's own is `${path}.${spec.key}`. */
  path: string;
}

export function FieldEditor<T extends object>({ spec, value, onChange, path }: Props<T>) {
  const tf = useMessages(fieldMessages);
  const label = tf(spec.label);
  const nestedBlocks = useContext(NestedBlocksContext);
  const here = `${path ? `${path}.` : ''}${spec.key}`;
  const error = useProblemAt(here);
  const current = getAt(value, spec.key);
  const set = (next: unknown) => onChange(setAt(value, spec.key, next));
  const translation = useTranslationState(here, spec.kind === 'local' || spec.kind === 'rich' ? current : undefined);
  const mark = <TranslationMark state={translation} />;

  switch (spec.kind) {
    case 'local':
      return (
        <LocalField
          label={label}
          error={error}
          mark={mark}
          optional={spec.optional}
          value={(current as LocalText | undefined) ?? { en: '' }}
          set={set}
        />
      );
    case 'rich':
      return (
        <RichField
          label={label}
          error={error}
          mark={mark}
          value={(current as RichText | undefined) ?? { en: [] }}
          set={set}
        />
      );
    case 'text':
      return (
        <Field label={label} error={error} hint={spec.hint && tf(spec.hint)} required={!spec.optional}>
          <Input
            value={(current as string | undefined) ?? ''}
            onChange={(e) => set(spec.optional && e.target.value === '' ? undefined : e.target.value)}
          />
        </Field>
      );
    case 'number':
      return (
        <Field label={label} error={error} required={!spec.optional}>
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
            <span>{label}</span>
          </CheckRow>
          {error && <FieldError role="alert">{error}</FieldError>}
        </div>
      );
    case 'select':
      return (
        <Field label={label} error={error}>
          <Select
            value={String(current ?? spec.options[0]![0])}
            onChange={(e) => {
              const option = spec.options.find(([v]) => String(v) === e.target.value);
              set(option?.[0]);
            }}
          >
            {spec.options.map(([v, optionLabel]) => (
              <option key={String(v)} value={String(v)}>
                {tf(optionLabel)}
              </option>
            ))}
          </Select>
        </Field>
      );
    case 'image':
      return (
        <Field label={label} error={error} required={!spec.optional}>
          <ImageInput
            label={label}
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
          <strong>{label}</strong>
          {nestedBlocks?.({
            blocks: (current as Block[] | undefined) ?? [],
            onChange: (blocks) => set(blocks),
            path: here,
          })}
        </Nested>
      );
    case 'list':
      return (
        <ListField
          spec={spec}
          label={label}
          error={error}
          path={here}
          items={(current as object[] | undefined) ?? []}
          set={set}
        />
      );
  }
}

/** A list of items (slides, people, files): each with Up, Down and Remove; a removal can be undone. */
function ListField({
  spec,
  label,
  error,
  path,
  items,
  set,
}: {
  spec: Extract<FieldSpec, { kind: 'list' }>;
  label: string;
  error: string | undefined;
  path: string;
  items: object[];
  set: (next: object[]) => void;
}) {
  const t = useMessages(pagesMessages);
  const tf = useMessages(fieldMessages);
  const remove = useRemovableList(path, items, set);
  const setItem = (i: number, item: object) => set(items.map((old, j) => (j === i ? item : old)));
  const move = (i: number, by: number) => {
    const next = [...items];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    set(next);
  };
  return (
    <Nested aria-label={label} role="group">
      <strong>{label}</strong>
      {error && !items.length && <FieldError role="alert">{error}</FieldError>}
      {items.map((item, i) => (
        <Item key={i}>
          <ItemHead>
            <span>{t('itemN', { item: tf(spec.itemLabel), n: i + 1 })}</span>
            <Button type="button" $variant="secondary" disabled={i === 0} onClick={() => move(i, -1)}>
              {t('up')}
            </Button>
            <Button type="button" $variant="secondary" disabled={i === items.length - 1} onClick={() => move(i, 1)}>
              {t('down')}
            </Button>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => remove(i, t('itemN', { item: tf(spec.itemLabel), n: i + 1 }))}
            >
              {t('removeItem', { item: tf(spec.itemLabel), n: i + 1 })}
            </Button>
          </ItemHead>
          {spec.fields.map((f) => (
            <FieldEditor
              key={f.key}
              spec={f}
              value={item}
              onChange={(next) => setItem(i, next)}
              path={`${path}.${i}`}
            />
          ))}
        </Item>
      ))}
      <Button type="button" $variant="secondary" onClick={() => set([...items, spec.make()])}>
        {t('addItem', { item: tf(spec.itemLabel) })}
      </Button>
    </Nested>
  );
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
