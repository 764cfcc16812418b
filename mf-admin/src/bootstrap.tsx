// Standalone dev mount (`npm run dev -w mf-admin`): this remote's pages under /admin in
// AdminLayout, with its own store and router. In the composed site the shell provides those, guards
// the routes and renders /admin/alumniUpload with mf-directories' alumni page instead of the note here.
import { StrictMode, useState, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  KitProviders,
  PageContainer,
  PageHeader,
  Spinner,
  ToastArea,
  getErrorMessage,
  makeStore,
  useAuth,
  useLoginMutation,
  useRestoreSession,
} from '@gsvmc/shared-kit';
import AdminLayout from './features/layout/AdminLayout';
import DashboardPage from './features/dashboard/DashboardPage';
import NoticeUploadPage from './features/notices/NoticeUploadPage';
import FacultyManagementPage from './features/faculty/FacultyManagementPage';
import EditFacultyPage from './features/faculty/EditFacultyPage';
import PhotoUploadPage from './features/photos/PhotoUploadPage';
import { Field, Input, Panel } from './components/form';

const store = makeStore();

/** Stand-in for the shell's admin guard, so the pages are only tried with an admin token. */
function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isLoggedIn, isAdmin } = useAuth();
  if (status === 'checking') return <Spinner label="Loading..." />;
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  if (!isAdmin)
    return (
      <Note title="Admins only">
        This account is not an administrator. <Link to="/login">Sign in as an admin</Link>.
      </Note>
    );
  return <>{children}</>;
}

/** Dev-only sign-in; the real login page belongs to the shell. */
function DevLogin() {
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email || !password) return setError('Please enter both email and password');
    try {
      await login({ email, password }).unwrap();
      navigate('/admin');
    } catch (err) {
      setError(getErrorMessage(err, 'Login failed. Please try again.'));
    }
  };
  return (
    <PageContainer>
      <PageHeader title="mf-admin (standalone): sign in" />
      <Panel as="form" onSubmit={submit} noValidate style={{ maxWidth: 420 }}>
        <Field label="Email">
          <Input
            id="dev-email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field label="Password">
          <Input
            id="dev-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {error && <p role="alert">{error}</p>}
        <Button type="submit" disabled={isLoading} style={{ marginTop: 12 }}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </Button>
      </Panel>
    </PageContainer>
  );
}

function Note({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} />
      <p>{children}</p>
    </PageContainer>
  );
}

function App() {
  useRestoreSession();
  return (
    <Routes>
      <Route path="/login" element={<DevLogin />} />
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="upload" element={<NoticeUploadPage />} />
        <Route path="faculties" element={<FacultyManagementPage />} />
        <Route path="editFaculty/:id" element={<EditFacultyPage />} />
        <Route path="photoUpload" element={<PhotoUploadPage />} />
        <Route
          path="alumniUpload"
          element={
            <AlumniNote>
              <h1>Manage Alumni</h1>
              <p>
                In the composed site this page is mf-directories' alumni directory with its admin controls, inside this
                layout.
              </p>
            </AlumniNote>
          }
        />
      </Route>
      <Route
        path="*"
        element={
          <Note title="mf-admin (standalone)">
            <Link to="/admin">Open the admin portal</Link>
          </Note>
        }
      />
    </Routes>
  );
}

const AlumniNote = styled.div`
  max-width: 640px;
`;

// Runtime config keeps its defaults here: /api and /uploads are proxied by the dev server.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <KitProviders store={store}>
      <BrowserRouter>
        <App />
        <ToastArea />
      </BrowserRouter>
    </KitProviders>
  </StrictMode>,
);
