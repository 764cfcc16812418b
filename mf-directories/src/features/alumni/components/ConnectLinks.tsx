// Email, LinkedIn and phone links, each only when present (SPEC.md §2.8). The API sends a phone and
// e-mail to the public only where the person agreed; staff get them always, marked when they are
// theirs alone to see.
import { useContext } from 'react';
import styled from 'styled-components';
import type { Alumni } from '@gsvmc/shared-types';
import { phoneTapTarget, useMessages } from '@gsvmc/shared-kit';
import { linkedInUrl, mailtoUrl, telUrl } from '../alumniFormat';
import { alumniMessages } from '../messages';
import { StaffToolsContext } from '../staffTools';

export function ConnectLinks({ alumnus, labels }: { alumnus: Alumni; labels: 'short' | 'long' }) {
  const t = useMessages(alumniMessages);
  // The staff's mark comes with their tools (the only readers who get such a contact).
  const staffTools = useContext(StaffToolsContext);
  const email = mailtoUrl(alumnus.email);
  const linkedIn = linkedInUrl(alumnus.linkedInProfile);
  const tel = telUrl(alumnus.phone);
  const name = alumnus.fullName;
  // A dash for the eye, the words for a screen reader (aria-label is not allowed on a plain span).
  if (!email && !linkedIn && !tel)
    return labels === 'short' ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('noContact')}</span>
      </>
    ) : null;
  return (
    <Links>
      {email && (
        <a href={email} aria-label={t('emailLabel', { name })}>
          {t('email')}
        </a>
      )}
      {tel && (
        <a href={tel} aria-label={t('callLabel', { name })}>
          {t('call')}
        </a>
      )}
      {linkedIn && (
        <a href={linkedIn} target="_blank" rel="noopener noreferrer" aria-label={t('linkedInLabel', { name })}>
          {t('linkedIn')}
        </a>
      )}
      {(email || tel) && alumnus.contactConsent === false && staffTools && <staffTools.ConsentMark />}
    </Links>
  );
}

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 2px 10px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.primary};
    font-size: 0.85rem;
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    &:hover {
      background: ${({ theme }) => theme.color.primaryLight};
    }
    justify-content: center;
    ${phoneTapTarget}
  }
`;
