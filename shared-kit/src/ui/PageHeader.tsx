import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMessages } from '../i18n/defineMessages';
import { messages } from './messages';
import { phoneTapTarget } from './tapTarget';

export interface Crumb {
  label: string;
  to?: string;
}

/** Page title with an optional breadcrumb and actions; the h1 of every page. */
export function PageHeader({ title, crumbs, actions }: { title: ReactNode; crumbs?: Crumb[]; actions?: ReactNode }) {
  const t = useMessages(messages);
  return (
    <Header>
      {crumbs && crumbs.length > 0 && (
        <nav aria-label={t('breadcrumb')}>
          <Crumbs>
            {crumbs.map((c, i) => (
              <li key={`${c.label}-${i}`}>
                {c.to && i < crumbs.length - 1 ? (
                  <Link to={c.to}>{c.label}</Link>
                ) : (
                  <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </Crumbs>
        </nav>
      )}
      <Row>
        <Title>{title}</Title>
        {actions && <Actions>{actions}</Actions>}
      </Row>
    </Header>
  );
}

const Header = styled.header`
  margin: 0 0 24px;
`;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
  align-items: center;
  li + li::before {
    content: '>';
    margin-right: 6px;
  }
  a {
    ${phoneTapTarget}
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  color: ${({ theme }) => theme.color.primaryDark};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  /* A page's action drawn as a plain link ("Open the public page") is a thumb's target too. */
  > a {
    ${phoneTapTarget}
  }
`;
