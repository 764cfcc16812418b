// Email, LinkedIn and phone links, each only when present (SPEC.md §2.8).
import styled from 'styled-components';
import type { Alumni } from '@gsvmc/shared-types';
import { linkedInUrl, mailtoUrl, telUrl } from '../alumniFormat';

export function ConnectLinks({ alumnus, labels }: { alumnus: Alumni; labels: 'short' | 'long' }) {
  const email = mailtoUrl(alumnus.email);
  const linkedIn = linkedInUrl(alumnus.linkedInProfile);
  const tel = telUrl(alumnus.phone);
  const name = alumnus.fullName;
  if (!email && !linkedIn && !tel) return labels === 'short' ? <span aria-label="No contact details">—</span> : null;
  return (
    <Links>
      {email && (
        <a href={email} aria-label={`Email ${name}`}>
          Email
        </a>
      )}
      {tel && (
        <a href={tel} aria-label={`Call ${name}`}>
          Call
        </a>
      )}
      {linkedIn && (
        <a
          href={linkedIn}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`LinkedIn profile of ${name} (opens in a new tab)`}
        >
          LinkedIn
        </a>
      )}
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
  }
`;
