// Draws a page's blocks as the static pages were drawn: a level-2 heading with an anchor opens a
// titled section holding the blocks up to the next one; running text (paragraphs and plain headings)
// sits in one Prose column; cards, people, figures and tabs draw themselves. A page that lays a
// block out its own way (the landing page's slider) passes a renderer for its type.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  cardAnchor,
  headingAnchor,
  linkKind,
  type Block,
  type BlockType,
  type HeadingBlock,
  type LeafBlock,
} from '@gsvmc/shared-types';
import { fileUrl, useLocale, type Locale } from '@gsvmc/shared-kit';
import { CardGrid, InfoCard, Prose, SampleBadge, Section } from '../Content';
import { Tabs } from '../Tabs';
import { imageUrl } from './assets';
import { Figures } from './Figures';
import { fallbackLang, local, shown } from './local';
import { Message } from './Message';
import { People } from './People';
import { RichText, Runs } from './RichText';
import { Text } from './Text';

type ByType = { [K in BlockType]: Extract<Block, { type: K }> };
export type BlockRenderers = { [K in BlockType]?: (block: ByType[K]) => ReactNode };

export interface BlocksProps {
  blocks: Block[];
  renderers?: BlockRenderers;
  /** Content the page's code adds at the end of the section with this anchor (a list of constants). */
  sectionExtras?: Record<string, ReactNode>;
}

const opensSection = (b: Block): b is HeadingBlock => b.type === 'heading' && b.level === 2 && !!b.anchor;
const isProse = (b: Block) => (b.type === 'paragraph' && !b.sample) || (b.type === 'heading' && !b.anchor);

function titleOf(heading: HeadingBlock, locale: Locale): ReactNode {
  const text = <Text shown={shown(heading.text, locale)} />;
  return heading.sample ? (
    <>
      {text} <SampleBadge />
    </>
  ) : (
    text
  );
}

function Heading({ block }: { block: HeadingBlock }) {
  const H = block.level === 2 ? 'h2' : 'h3';
  // Every heading has an id, so a site search hit can lead to its section.
  return <H id={headingAnchor(block)}>{titleOf(block, useLocale())}</H>;
}

/** One block, outside any Prose column. */
function One({ block, renderers }: { block: Block; renderers?: BlockRenderers }) {
  const locale = useLocale();
  const custom = renderers?.[block.type] as ((b: Block) => ReactNode) | undefined;
  if (custom) return <>{custom(block)}</>;
  switch (block.type) {
    case 'heading':
      return <Heading block={block} />;
    case 'paragraph': {
      const picked = local(block.text, locale);
      const nodes = picked?.value ?? [];
      const only = nodes.length === 1 && nodes[0]!.type === 'p' ? nodes[0] : undefined;
      if (block.sample && only) {
        // The space joins the first run's text node, as the note was always drawn.
        const runs = <Runs runs={only.children.map((run, i) => (i === 0 ? { ...run, text: ` ${run.text}` } : run))} />;
        const lang = fallbackLang(picked);
        return (
          <SampleNote>
            <SampleBadge />
            {lang ? <span lang={lang}>{runs}</span> : runs}
          </SampleNote>
        );
      }
      return <RichText text={block.text} />;
    }
    case 'image': {
      const alt = shown(block.alt, locale);
      const caption = shown(block.caption, locale);
      return (
        <Figure>
          <img
            src={imageUrl(block.src)}
            alt={block.decorative ? '' : alt.text}
            lang={block.decorative ? undefined : alt.lang}
            width={block.width}
            height={block.height}
            loading="lazy"
          />
          {block.caption && <figcaption lang={caption.lang}>{caption.text}</figcaption>}
        </Figure>
      );
    }
    case 'people':
      return <People people={block.people} />;
    case 'figures':
      return <Figures figures={block.figures} />;
    case 'button': {
      const label = <Text shown={shown(block.label, locale)} />;
      const kind = linkKind(block.href);
      // A link stored before the one link rule that fails it now: the label, not a way off the site.
      if (!kind) return <p>{label}</p>;
      const internal = kind === 'site';
      if (block.style === 'link')
        return internal ? <Link to={block.href}>{label}</Link> : <a href={block.href}>{label}</a>;
      return internal ? (
        <ButtonLink to={block.href}>{label}</ButtonLink>
      ) : (
        <ButtonAnchor href={block.href}>{label}</ButtonAnchor>
      );
    }
    case 'files':
      return (
        <Files>
          {block.files.map((file, i) => (
            <li key={i}>
              <a href={file.href.startsWith('/uploads/') ? fileUrl(file.href) : file.href}>
                <Text shown={shown(file.title, locale)} />
              </a>
            </li>
          ))}
        </Files>
      );
    case 'slides':
      return (
        <>
          {block.slides.map((slide, i) => {
            const alt = shown(slide.alt, locale);
            const caption = shown(slide.caption, locale);
            return (
              <Figure key={i}>
                <img
                  src={imageUrl(slide.src)}
                  alt={alt.text}
                  lang={alt.lang}
                  width={slide.width}
                  height={slide.height}
                />
                <figcaption lang={caption.lang}>{caption.text}</figcaption>
              </Figure>
            );
          })}
        </>
      );
    case 'message':
      return <Message block={block} />;
    case 'tabs':
      return (
        <Tabs
          label={shown(block.label, locale).text}
          orientation="vertical"
          items={block.tabs.map((tab) => ({
            id: tab.id,
            title: <Text shown={shown(tab.title, locale)} />,
            content: <Body blocks={tab.blocks} renderers={renderers} />,
          }))}
        />
      );
    case 'cards':
      return (
        <CardGrid $min={block.min}>
          {block.cards.map((card, i) => {
            const Title = block.titleLevel === 3 ? 'h3' : 'h2';
            return (
              <InfoCard key={i}>
                <Title id={cardAnchor(block.id, card, i)}>
                  <Text shown={shown(card.title, locale)} />
                </Title>
                <Plain blocks={card.blocks} renderers={renderers} />
              </InfoCard>
            );
          })}
        </CardGrid>
      );
  }
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

const SampleNote = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`;

const Figure = styled.figure`
  margin: 0 0 16px;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  figcaption {
    margin-top: 6px;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
`;

const Files = styled.ul`
  margin: 0 0 12px;
  padding-left: 1.25rem;
`;

const buttonStyle = `
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 22px;
  font-weight: 700;
  text-decoration: none;
  color: #fff;
`;

export const ButtonLink = styled(Link)`
  ${buttonStyle}
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;

export const ButtonAnchor = styled.a`
  ${buttonStyle}
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;
