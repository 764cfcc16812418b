// "Bengali missing" / "Bengali older than English" (and the reverse) beside each two-language text.
// Missing is seen in the text itself; "older" needs the order of changes, so the page's block list
// fetches the saved draft's stamps and steps them once more with what is on screen (translation.ts).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { liveTranslationStates, type TranslationState } from '@gsvmc/shared-types';
import { useMessages } from '@gsvmc/shared-kit';
import { contentToolsMessages } from '../contentTools.messages';
import { useGetTranslationStampsQuery } from '../translationApi';

const StatesContext = createContext<Map<string, TranslationState> | null>(null);

/** Around the page's blocks: the state of every text in them, by path ("blocks.3.text"). */
export function TranslationStates({ path, value, children }: { path: string; value: unknown; children: ReactNode }) {
  const { slug } = useParams();
  const stamps = useGetTranslationStampsQuery(`pages/${slug}`, { skip: !slug || path !== 'blocks' });
  const states = useMemo(() => liveTranslationStates({ [path]: value }, stamps.data ?? {}), [path, value, stamps.data]);
  return <StatesContext.Provider value={states}>{children}</StatesContext.Provider>;
}

/** The state of the text at `path` whose value is `text` ({ en, bn }). */
export function useTranslationState(path: string, text: unknown): TranslationState | undefined {
  const states = useContext(StatesContext);
  const own = useMemo(() => liveTranslationStates(text, {}).get(''), [text]);
  // Without the page's history (the site settings), only what is missing can be told.
  return states ? states.get(path) : own;
}

/** The catalog's words for each state (named here so the catalog check sees each one used). */
const WORDS = {
  bnMissing: 'bnMissing',
  enMissing: 'enMissing',
  bnOlder: 'bnOlder',
  enOlder: 'enOlder',
} as const satisfies Record<TranslationState, string>;

export function TranslationMark({ state }: { state: TranslationState | undefined }) {
  const t = useMessages(contentToolsMessages);
  if (!state) return null;
  return <Mark data-translation={state}>{t(WORDS[state])}</Mark>;
}

const Mark = styled.span`
  justify-self: start;
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningLight};
`;
