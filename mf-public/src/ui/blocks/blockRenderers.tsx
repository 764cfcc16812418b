// How each block type is drawn, one entry per type: a new type in shared-types' `Block` union does not
// compile until it has a drawing here. Blocks.tsx lays the drawn blocks out in sections and columns.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  cardAnchor,
  headingAnchor,
  linkKind,
  tabAnchor,
  type Block,
  type BlockFunctions,
  type HeadingBlock,
} from '@gsvmc/shared-types';
import { fileUrl, phoneTapTarget, type Locale } from '@gsvmc/shared-kit';
import { CardGrid, InfoCard, SampleBadge } from '../Content';
import { Tabs } from '../Tabs';
import { imageUrl } from './assets';
import { Figures } from './Figures';
import { fallbackLang, local, shown } from './local';
import { Message } from './Message';
import { People } from './People';
import { RichText, Runs } from './RichText';
import { Text } from './Text';

/** What a drawing needs beyond its block: the reader's language, and how to draw the blocks it holds. */
export interface DrawContext {
  locale: Locale;
  /** The blocks of a tab: running text in Prose columns. */
  body: (blocks: Block[]) => ReactNode;
  /** The blocks of a card, one after the other. */
  plain: (blocks: Block[]) => ReactNode;
}

/** A heading's words, with the "Sample entry" mark where the college still has to replace them. */
export function titleOf(heading: HeadingBlock, locale: Locale): ReactNode {
  const text = <Text shown={shown(heading.text, locale)} />;
  return heading.sample ? (
    <>
      {text} <SampleBadge />
    </>
  ) : (
    text
  );
}

export const BLOCK_DRAWINGS: BlockFunctions<[DrawContext], ReactNode> = {
  heading: (block, { locale }) => {
    const H = block.level === 2 ? 'h2' : 'h3';
    // Every heading has an id, so a site search hit can lead to its section.
    return <H id={headingAnchor(block)}>{titleOf(block, locale)}</H>;
  },
  paragraph: (block, { locale }) => {
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
  },
  image: (block, { locale }) => {
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
  },
  people: (block) => <People people={block.people} />,
  figures: (block) => <Figures figures={block.figures} />,
  button: (block, { locale }) => {
    const label = <Text shown={shown(block.label, locale)} />;
    const kind = linkKind(block.href);
    // A link stored before the one link rule that fails it now: the label, not a way off the site.
    if (!kind) return <p>{label}</p>;
    const internal = kind === 'site';
    if (block.style === 'link')
      return internal ? (
        <TextLink to={block.href}>{label}</TextLink>
      ) : (
        <TextAnchor href={block.href}>{label}</TextAnchor>
      );
    return internal ? (
      <ButtonLink to={block.href}>{label}</ButtonLink>
    ) : (
      <ButtonAnchor href={block.href}>{label}</ButtonAnchor>
    );
  },
  files: (block, { locale }) => (
    <Files>
      {block.files.map((file, i) => (
        <li key={i}>
          <a href={file.href.startsWith('/uploads/') ? fileUrl(file.href) : file.href}>
            <Text shown={shown(file.title, locale)} />
          </a>
        </li>
      ))}
    </Files>
  ),
  slides: (block, { locale }) => (
    <>
      {block.slides.map((slide, i) => {
        const alt = shown(slide.alt, locale);
        const caption = shown(slide.caption, locale);
        return (
          <Figure key={i}>
            <img src={imageUrl(slide.src)} alt={alt.text} lang={alt.lang} width={slide.width} height={slide.height} />
            <figcaption lang={caption.lang}>{caption.text}</figcaption>
          </Figure>
        );
      })}
    </>
  ),
  message: (block) => <Message block={block} />,
  tabs: (block, { locale, body }) => (
    <Tabs
      label={shown(block.label, locale).text}
      orientation="vertical"
      items={block.tabs.map((tab) => ({
        anchor: tabAnchor(block.id, tab.id),
        title: <Text shown={shown(tab.title, locale)} />,
        content: body(tab.blocks),
      }))}
    />
  ),
  cards: (block, { locale, plain }) => (
    <CardGrid $min={block.min}>
      {block.cards.map((card, i) => {
        const Title = block.titleLevel === 3 ? 'h3' : 'h2';
        return (
          <InfoCard key={i}>
            <Title id={cardAnchor(block.id, card, i)}>
              <Text shown={shown(card.title, locale)} />
            </Title>
            {plain(card.blocks)}
          </InfoCard>
        );
      })}
    </CardGrid>
  ),
};

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

/** A button block drawn as a text link ("Read more about GSVMC"): still a thumb's target on a phone. */
const TextLink = styled(Link)`
  ${phoneTapTarget}
`;
const TextAnchor = styled.a`
  ${phoneTapTarget}
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
