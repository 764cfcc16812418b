// The frame-less page of login and register (SPEC.md §2.1): a centred card with a way back home, and
// the one form both pages fill in (labelled fields, an inline error, a submit button that says it is busy).
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, useMessages } from '@gsvmc/shared-kit';
import { type UseFormReturn } from '@gsvmc/shared-kit/forms';
import { PATHS } from '@gsvmc/shared-types';
import { authMessages } from './messages';
import { LanguageSwitch } from '../../components/LanguageSwitch';

export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  const t = useMessages(authMessages);
  return (
    <Page>
      <main id="main" tabIndex={-1}>
        <Panel>
          <Top>
            <Home to={PATHS.home}>
              <span aria-hidden="true">←</span> {t('backHome')}
            </Home>
            {/* These pages have no header: the other language is offered here. */}
            <LanguageSwitch />
          </Top>
          <h1>{title}</h1>
          {children}
          <Footer>{footer}</Footer>
        </Panel>
      </main>
    </Page>
  );
}

export interface AuthField<K extends string> {
  name: K;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Shown under the field before anyone submits (the password rules), and named by the input. */
  hint?: string;
}

interface AuthFormProps<K extends string> {
  /** Prefix of the inline error's id, which the form names in aria-describedby. */
  id: string;
  fields: ReadonlyArray<AuthField<K>>;
  /** The page's react-hook-form; its form-level message (`errors.root`) is the inline error. */
  form: UseFormReturn<Record<K, string>>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (event?: FormEvent) => Promise<void>;
}

/**
 * The login, register and change-password form: no browser validation bubbles, the pages check the
 * fields themselves and set one form-level message (`form.setError('root', ...)`).
 */
export function AuthForm<K extends string>({
  id,
  fields,
  form,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
}: AuthFormProps<K>) {
  const errorId = `${id}-error`;
  const error = form.formState.errors.root?.message;
  // Typed loosely once: react-hook-form's Path<Record<K, string>> is K, which TypeScript cannot see for a generic K.
  const register = form.register as unknown as (name: K) => ReturnType<UseFormReturn['register']>;
  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={error ? errorId : undefined}>
      {fields.map(({ name, label, type, autoComplete, hint }) => (
        // The hint sits outside the label, so the field's name stays its label alone; the input
        // names the hint as its description.
        <FieldBox key={name}>
          <label>
            {label}
            <input
              type={type}
              autoComplete={autoComplete}
              aria-describedby={hint ? `${id}-${name}-hint` : undefined}
              {...register(name)}
            />
          </label>
          {hint && <Hint id={`${id}-${name}-hint`}>{hint}</Hint>}
        </FieldBox>
      ))}
      {error && (
        <FormError id={errorId} role="alert">
          {error}
        </FormError>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Form>
  );
}

const Form = styled.form`
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

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Hint = styled.p`
  margin: 0;
  font-weight: 400;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const FormError = styled.p`
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
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.color.primaryLight},
    ${({ theme }) => theme.color.background}
  );
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

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  font-size: 0.95rem;
`;

const Home = styled(Link)`
  font-size: 0.95rem;
`;

const Footer = styled.p`
  margin: 20px 0 0;
  text-align: center;
`;
