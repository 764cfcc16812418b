// Mobile view (< 768 px, and for the admin below 1100 px): a list whose rows open to show the details
// (SPEC.md §2.8, §4); the admin's Edit and Delete stay visible on every row. Each row is a native
// <details>, so it opens from the server's HTML before the script runs and with JavaScript off.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Alumni } from '@gsvmc/shared-types';
import { useMessages } from '@gsvmc/shared-kit';
import { positionText } from '../alumniFormat';
import { alumniMessages } from '../messages';
import { ConnectLinks } from './ConnectLinks';

export function AlumniMobileList({
  alumni,
  label,
  actions,
}: {
  alumni: Alumni[];
  label: string;
  actions?: (a: Alumni) => ReactNode;
}) {
  const t = useMessages(alumniMessages);
  return (
    <List aria-label={label}>
      {alumni.map((a) => {
        const position = positionText(a, (parts) => t('position', parts));
        return (
          <Row key={a._id}>
            {/* Opened by the browser itself, with no state here: a card the visitor opened before the
                script ran stays open when the page hydrates (its `open` is theirs, not a mismatch). */}
            <details suppressHydrationWarning>
              <Toggle>
                <span>
                  <Name>{a.fullName}</Name>
                  {position && <Sub>{position}</Sub>}
                </span>
                <Chevron aria-hidden="true">▾</Chevron>
              </Toggle>
              <Details>
                <dl>
                  <div>
                    <dt>{t('degree')}</dt>
                    <dd>{t('degreeOfYear', { degree: a.degree, year: a.graduationYear })}</dd>
                  </div>
                  {a.location && (
                    <div>
                      <dt>{t('location')}</dt>
                      <dd>{a.location}</dd>
                    </div>
                  )}
                  {a.achievements && (
                    <div>
                      <dt>{t('achievements')}</dt>
                      <dd>{a.achievements}</dd>
                    </div>
                  )}
                </dl>
                <ConnectLinks alumnus={a} labels="long" />
              </Details>
            </details>
            {/* Always in view, not only when the row is open. */}
            {actions && <Actions>{actions(a)}</Actions>}
          </Row>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const Row = styled.li`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Toggle = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 10px 14px;
  border: 0;
  background: none;
  font: inherit;
  text-align: left;
  color: inherit;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  details[open] > & {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
`;

const Sub = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.muted};
`;

// Turned by the <details> element's own state, so it is right before hydration too.
const Chevron = styled.span`
  transition: transform 0.15s;
  color: ${({ theme }) => theme.color.primary};
  details[open] > summary > & {
    transform: rotate(180deg);
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 4px 14px 14px;
  dl {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  dt {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.muted};
  }
  /* Spacing out letters breaks up Bengali's joined letters. */
  dt:lang(bn) {
    letter-spacing: normal;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding: 0 14px 12px;
`;
