// The first-visit offer: a browser that ranks Bengali above English (navigator.languages), opening an
// English page, gets a small bar offering the same page in Bengali, until its visitor follows it,
// closes it or uses the header's switch (kept in this browser: shared-kit languageOffer). Never forced:
// no redirect, and never in the server's HTML (drawn after hydration, from what only the browser
// knows), so the shared page cache serves every visitor the same page. Fixed at the bottom of the
// screen: it moves nothing on the page when it appears.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  prefersBengali,
  readLanguageOffer,
  saveLanguageOffer,
  translate,
  useLocale,
  useHydrated,
} from '@gsvmc/shared-kit';
import { offerMessages } from './messages';
import { useAddressIn } from '../../components/LanguageSwitch';

/** Drawn in Bengali, the language it offers, whatever the page's. */
const bn = (key: keyof typeof offerMessages.en) => translate(offerMessages, 'bn', key);

export function LanguageOffer() {
  const locale = useLocale();
  const hydrated = useHydrated();
  const href = useAddressIn('bn');
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!hydrated || locale !== 'en' || readLanguageOffer() !== null) return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    if (prefersBengali(languages)) setShown(true);
  }, [hydrated, locale]);

  if (!shown || locale !== 'en') return null;
  return (
    <Bar role="region" aria-label={bn('offerRegion')} lang="bn">
      <a href={href} hrefLang="bn" onClick={() => saveLanguageOffer('accepted')}>
        {bn('offerLink')}
      </a>
      <button
        type="button"
        aria-label={bn('offerClose')}
        onClick={() => {
          saveLanguageOffer('dismissed');
          setShown(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </Bar>
  );
}

const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 16px;
  z-index: 150;
  width: max-content;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: 8px;
  max-width: calc(100vw - 32px);
  padding: 6px 6px 6px 16px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.primaryDark};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: #fff;
  line-height: 1.6;
  a {
    color: #fff;
    font-weight: 600;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 40px;
    height: 40px;
    border: 0;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.15);
    color: #fff;
    font-size: 1.4rem;
    line-height: 1;
    cursor: pointer;
  }
  button:hover {
    background: rgba(255, 255, 255, 0.3);
  }
`;
