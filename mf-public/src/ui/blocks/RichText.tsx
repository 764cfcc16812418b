// Light formatting drawn by React from the stored JSON tree: every text is a React text node, so a
// paragraph typed as "<img src=x onerror=...>" shows as those characters. Links were checked by the
// API (http(s), mailto, tel, or a path of this site); a path of this site is a router link.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { linkKind, type RichNode, type RichText as RichTextValue, type TextRun } from '@gsvmc/shared-types';
import { phoneTapTarget, useLocale } from '@gsvmc/shared-kit';
import { fallbackLang, local } from './local';

/**
 * A link that is a paragraph or a list item on its own ("Contact the main office") is a control a thumb
 * taps, 44 px on a phone; a link inside a sentence keeps the sentence's line.
 */
const StandaloneLink = styled(Link)`
  ${phoneTapTarget}
`;
const StandaloneAnchor = styled.a`
  ${phoneTapTarget}
`;

function Run({ run, alone = false }: { run: TextRun; alone?: boolean }) {
  let node: ReactNode = run.text;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  // One rule (shared-types links.ts) for "a page of this site"; a link stored before that rule which
  // fails it is shown as plain text rather than opened.
  const kind = run.href ? linkKind(run.href) : null;
  if (run.href && kind) {
    const [SiteLink, Anchor] = alone ? [StandaloneLink, StandaloneAnchor] : [Link, 'a' as const];
    node = kind === 'site' ? <SiteLink to={run.href}>{node}</SiteLink> : <Anchor href={run.href}>{node}</Anchor>;
  }
  return <>{node}</>;
}

export function Runs({ runs }: { runs: TextRun[] }) {
  // One run that is a link, with no words around it: the link stands alone.
  const alone = runs.length === 1 && !!runs[0]!.href;
  return (
    <>
      {runs.map((run, i) => (
        <Run key={i} run={run} alone={alone} />
      ))}
    </>
  );
}

function Node({ node, lang }: { node: RichNode; lang?: string }) {
  if (node.type === 'p')
    return (
      <p lang={lang}>
        <Runs runs={node.children} />
      </p>
    );
  const List = node.type;
  return (
    <List lang={lang}>
      {node.items.map((item, i) => (
        <li key={i}>
          <Runs runs={item} />
        </li>
      ))}
    </List>
  );
}

/** Formatted text in the page's language; each block of an English fallback carries `lang="en"`. */
export function RichText({ text }: { text: RichTextValue }) {
  const picked = local(text, useLocale());
  const lang = fallbackLang(picked);
  return (
    <>
      {(picked?.value ?? []).map((node, i) => (
        <Fragment key={i}>
          <Node node={node} lang={lang} />
        </Fragment>
      ))}
    </>
  );
}
