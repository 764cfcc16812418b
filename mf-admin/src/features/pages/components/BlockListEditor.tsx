// A page's blocks (or a tab's or card's): each in its own box with Up, Down and Remove, and "Add a
// block" at the end. Buttons rather than dragging, so it works the same with a finger, a mouse and a keyboard.
// Removing a block that holds something asks first, naming it; every removal can be undone.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { BLOCK_TYPES, textsOf, type Block, type BlockType } from '@gsvmc/shared-types';
import { Button, useConfirm, useMessages } from '@gsvmc/shared-kit';
import { contentToolsMessages } from '../contentTools.messages';
import { RemovalUndoProvider, useRemovableList } from './removalUndo';
import { TranslationStates } from './translationMarks';
import { fieldMessages } from '../fields.messages';
import { pagesMessages } from '../messages';
import { Select } from '../../../components/form';
import { NestedBlocksContext, useProblemAt, type NestedBlocksProps } from '../editorContext';
import { BLOCK_EDITORS, INNER_BLOCK_TYPES, newBlock } from '../blockEditors';
import { FieldEditor } from './FieldEditor';

function BlockBox({
  block,
  index,
  count,
  path,
  onChange,
  onMove,
  onRemove,
}: {
  block: Block;
  index: number;
  count: number;
  path: string;
  onChange: (b: Block) => void;
  onMove: (by: number) => void;
  onRemove: (label: string) => void;
}) {
  const here = `${path}.${index}`;
  const problem = useProblemAt(here);
  const titleId = useId();
  const t = useMessages(pagesMessages);
  const tf = useMessages(fieldMessages);
  const type = tf(BLOCK_EDITORS[block.type].label);
  const label = t('blockLabel', { type, n: index + 1 });
  const confirm = useConfirm();
  const tc = useMessages(contentToolsMessages);
  const remove = async () => {
    if (
      holdsContent(block) &&
      !(await confirm(tc('removeBlockQuestion', { label }), {
        title: tc('removeBlockTitle'),
        confirmLabel: t('remove'),
        cancelLabel: tc('cancel'),
      }))
    )
      return;
    onRemove(label);
  };
  return (
    <Box aria-labelledby={titleId} $invalid={!!problem}>
      <Head>
        <h3 id={titleId}>{label}</h3>
        <Button
          type="button"
          $variant="secondary"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('moveUp', { label })}
        >
          {t('up')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('moveDown', { label })}
        >
          {t('down')}
        </Button>
        <Button type="button" $variant="danger" onClick={remove} aria-label={t('removeLabel', { label })}>
          {t('remove')}
        </Button>
      </Head>
      {BLOCK_EDITORS[block.type].fields.map((spec) => (
        <FieldEditor key={spec.key} spec={spec} value={block} onChange={onChange} path={here} />
      ))}
    </Box>
  );
}

/** A block holds something worth a question before it goes: words in either language or a picture. */
export function holdsContent(block: Block): boolean {
  return textsOf(block).some((t) => t.en || t.bn) || /"\/uploads\//.test(JSON.stringify(block));
}

type ListProps = {
  blocks: Block[];
  onChange: (blocks: Block[]) => void;
  path: string;
  /** Inside a tab or card: containers cannot nest. */
  inner?: boolean;
};

/**
 * The page's blocks, hosting Undo (toast and Ctrl+Z) for every removal inside them and the translation
 * state of every text in them.
 */
export function BlockListEditor(props: ListProps) {
  if (props.inner) return <Blocks {...props} />;
  return (
    <RemovalUndoProvider>
      <TranslationStates path={props.path} value={props.blocks}>
        <Blocks {...props} />
      </TranslationStates>
    </RemovalUndoProvider>
  );
}

function Blocks({ blocks, onChange, path, inner = false }: ListProps) {
  const types: readonly BlockType[] = inner ? INNER_BLOCK_TYPES : BLOCK_TYPES;
  const [adding, setAdding] = useState<BlockType>('paragraph');
  const selectId = useId();
  const t = useMessages(pagesMessages);
  const tf = useMessages(fieldMessages);
  const remove = useRemovableList(path, blocks, onChange);
  const move = (i: number, by: number) => {
    const next = [...blocks];
    const [moved] = next.splice(i, 1);
    next.splice(i + by, 0, moved!);
    onChange(next);
  };
  return (
    <NestedBlocksContext.Provider value={renderInner}>
      <List>
        {blocks.map((block, i) => (
          <BlockBox
            key={block.id}
            block={block}
            index={i}
            count={blocks.length}
            path={path}
            onChange={(b) => onChange(blocks.map((old, j) => (j === i ? b : old)))}
            onMove={(by) => move(i, by)}
            onRemove={(label) => remove(i, label)}
          />
        ))}
        <Add>
          <label htmlFor={selectId}>{t('addBlock')}</label>
          <Select id={selectId} value={adding} onChange={(e) => setAdding(e.target.value as BlockType)}>
            {types.map((type) => (
              <option key={type} value={type}>
                {tf(BLOCK_EDITORS[type].label)}
              </option>
            ))}
          </Select>
          <Button type="button" $variant="secondary" onClick={() => onChange([...blocks, newBlock(adding)])}>
            {t('add')}
          </Button>
        </Add>
      </List>
    </NestedBlocksContext.Provider>
  );
}

/** The blocks of a tab or a card: containers cannot nest. */
const renderInner = (props: NestedBlocksProps) => <BlockListEditor {...props} inner />;

const List = styled.div`
  display: grid;
  gap: 12px;
`;

const Box = styled.section<{ $invalid: boolean }>`
  display: grid;
  gap: 10px;
  padding: 12px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  h3 {
    margin: 0 auto 0 0;
    font-size: 1rem;
  }
`;

const Add = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
  }
  select {
    width: auto;
    max-width: 100%;
  }
`;
