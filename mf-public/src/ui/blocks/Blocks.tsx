// Draws a page's blocks as the static pages were drawn: a level-2 heading with an anchor opens a
// titled section holding the blocks up to the next one; running text (paragraphs and plain headings)
// sits in one Prose column; cards, people, figures and tabs draw themselves (blockRenderers.tsx, one
// drawing per block type). A page that lays a block out its own way (the landing page's slider)
// passes a renderer for its type.
import type { ReactNode } from 'react';
import {
  forBlock,
  type Block,
  type BlockOf,
  type BlockType,
  type HeadingBlock,
  type LeafBlock,
} from '@gsvmc/shared-types';
import { useLocale } from '@gsvmc/shared-kit';
import { Prose, Section } from '../Content';
import { BLOCK_DRAWINGS, titleOf } from './blockRenderers';

export { ButtonAnchor, ButtonLink } from './blockRenderers';

export type BlockRenderers = { [K in BlockType]?: (block: BlockOf<K>) => ReactNode };

export interface BlocksProps {
  blocks: Block[];
  renderers?: BlockRenderers;
  /** Content the page's code adds at the end of the section with this anchor (a list of constants). */
  sectionExtras?: Record<string, ReactNode>;
}

const opensSection = (b: Block): b is HeadingBlock => b.type === 'heading' && b.level === 2 && !!b.anchor;
const isProse = (b: Block) => (b.type === 'paragraph' && !b.sample) || (b.type === 'heading' && !b.anchor);

/** One block, outside any Prose column: the page's own renderer for its type, else the type's drawing. */
function One({ block, renderers }: { block: Block; renderers?: BlockRenderers }) {
  const locale = useLocale();
  const custom = renderers?.[block.type] as ((b: Block) => ReactNode) | undefined;
  if (custom) return <>{custom(block)}</>;
  return (
    <>
      {forBlock(BLOCK_DRAWINGS, block, {
        locale,
        body: (inner) => <Body blocks={inner} renderers={renderers} />,
        plain: (inner) => <Plain blocks={inner} renderers={renderers} />,
      })}
    </>
  );
}

/** Blocks one after the other with no Prose column: the inside of a card. */
export function Plain({ blocks, renderers }: { blocks: Block[]; renderers?: BlockRenderers }) {
  return (
    <>
      {blocks.map((block) => (
        <One key={block.id} block={block} renderers={renderers} />
      ))}
    </>
  );
}

/** Blocks in order, running text gathered into Prose columns. */
function Body({ blocks, renderers }: { blocks: (Block | LeafBlock)[]; renderers?: BlockRenderers }) {
  const out: ReactNode[] = [];
  let prose: Block[] = [];
  const flush = () => {
    if (prose.length === 0) return;
    out.push(
      <Prose key={`prose-${prose[0]!.id}`}>
        {prose.map((b) => (
          <One key={b.id} block={b} renderers={renderers} />
        ))}
      </Prose>,
    );
    prose = [];
  };
  for (const block of blocks) {
    if (isProse(block) && !renderers?.[block.type]) {
      prose.push(block);
      continue;
    }
    flush();
    out.push(<One key={block.id} block={block} renderers={renderers} />);
  }
  flush();
  return <>{out}</>;
}

export function Blocks({ blocks, renderers, sectionExtras = {} }: BlocksProps) {
  const locale = useLocale();
  const out: ReactNode[] = [];
  let i = 0;
  const before: Block[] = [];
  while (i < blocks.length && !opensSection(blocks[i]!)) before.push(blocks[i++]!);
  if (before.length > 0) out.push(<Body key="before" blocks={before} renderers={renderers} />);
  while (i < blocks.length) {
    const heading = blocks[i++] as HeadingBlock;
    const body: Block[] = [];
    while (i < blocks.length && !opensSection(blocks[i]!)) body.push(blocks[i++]!);
    out.push(
      <Section key={heading.id} id={heading.anchor} title={titleOf(heading, locale)}>
        <Body blocks={body} renderers={renderers} />
        {sectionExtras[heading.anchor!]}
      </Section>,
    );
  }
  return <>{out}</>;
}
