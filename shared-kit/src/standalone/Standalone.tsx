// One standalone bootstrap for every remote (`npm run dev -w mf-public`, ...): the remote's pages with
// the same store, providers, session restore and toasts as the composed site, a bar of links to its
// pages, and a sign-in of its own (a remote's dev server is another origin than the shell, so the
// site's login does not reach it). In the composed site the shell provides all of this instead.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS } from '@gsvmc/shared-types';
import { GlobalStyle } from '@gsvmc/shared-kit/globalStyle';
// The kit by its shared name: this entry is bundled into each remote's dev bootstrap, not shared, so
// the store, session and toasts it starts must be the one copy the remote's pages use.
import {
  Button,
  KitProviders,
  ToastArea,
  getErrorMessage,
  makeStore,
  useAuth,
  useLoginMutation,
  useRestoreSession,
} from '@gsvmc/shared-kit';
import { Field, FormActions, Input } from '@gsvmc/shared-kit/staff';

export interface StandaloneOptions {
  /** The remote's package name, shown in the bar: "mf-directories". */
  name: string;
  /** The bar's links to this remote's pages. */
  links: ReadonlyArray<{ to: string; label: string }>;
  /** The remote's routes; `*` and `/login` are added. */
  routes: RouteObject[];
}

export function Standalone({ name, links, routes }: StandaloneOptions) {
  useRestoreSession();
  const { isLoggedIn, user } = useAuth();
  const page = useRoutes([
    ...routes,
    { path: PATHS.login, element: <DevLogin name={name} /> },
    {
      path: '*',
      element: (
        <Missing>
          This page belongs to another part of the site (the shell or another remote); it is not part of the standalone{' '}
          {name}. <NavLink to={links[0]?.to ?? '/'}>Back to its first page</NavLink>
        </Missing>
      ),
    },
  ]);
  return (
    <>
      <Bar aria-label={`${name} pages (standalone)`}>
        <strong>{name} (standalone)</strong>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end>
            {link.label}
          </NavLink>
        ))}
        {isLoggedIn ? <span>Signed in as {user?.username}</span> : <NavLink to={PATHS.login}>Sign in</NavLink>}
      </Bar>
      <main>{page}</main>
      <ToastArea />
    </>
  );
}

/** Mounts a remote on its own page (its `bootstrap.tsx` is this one call). */
export function startStandalone(options: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <KitProviders store={makeStore()}>
        <GlobalStyle />
        <BrowserRouter>
          <Standalone {...options} />
        </BrowserRouter>
      </KitProviders>
    </StrictMode>,
  );
}

/** Sign-in of the standalone page; the real login page belongs to the shell. */
function DevLogin({ name }: { name: string }) {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email || !password) return setError('Please enter both email and password');
    try {
      // The login endpoint stores the session (shared-kit's session module).
      await login({ email, password }).unwrap();
      navigate(-1);
    } catch (err) {
      setError(getErrorMessage(err, 'Login failed. Please try again.'));
    }
  };
  return (
    <LoginForm onSubmit={(e) => void submit(e)} noValidate aria-labelledby="standalone-login">
      <h1 id="standalone-login">{name} (standalone): sign in</h1>
      <Field label="Email">
        <Input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Password">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      {error && <p role="alert">{error}</p>}
      <FormActions>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </Button>
      </FormActions>
    </LoginForm>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  padding: 10px 16px;
  background: ${({ theme }) => theme.color.primaryDark};
  color: #fff;
  a {
    color: #fff;
  }
  a.active {
    font-weight: 700;
  }
`;

const LoginForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-width: 420px;
  margin: 32px auto;
  padding: 0 16px;
`;

const Missing = styled.p`
  max-width: 60ch;
  margin: 48px auto;
  padding: 0 16px;
`;
