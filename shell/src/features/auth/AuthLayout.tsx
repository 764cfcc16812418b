// The frame-less page of login and register (SPEC.md §2.1): a centred card with a way back home.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@gsvmc/shared-kit';

export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <Page>
      <main id="main" tabIndex={-1}>
        <Panel>
          <Home to="/">
            <span aria-hidden="true">←</span> Back to GSVMC home
          </Home>
          <h1>{title}</h1>
          {children}
          <Footer>{footer}</Footer>
        </Panel>
      </main>
    </Page>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
  }
  input {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: #fff;
  }
  input:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 24px 16px;
  background: linear-gradient(160deg, ${({ theme }) => theme.color.primaryLight}, ${({ theme }) => theme.color.background});
  main {
    width: 100%;
    max-width: 420px;
    outline: none;
  }
`;

const Panel = styled(Card)`
  padding: 28px 24px;
  h1 {
    margin: 12px 0 20px;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const Home = styled(Link)`
  font-size: 0.95rem;
`;

const Footer = styled.p`
  margin: 20px 0 0;
  text-align: center;
`;
