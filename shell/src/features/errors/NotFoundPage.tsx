// Any unknown path, inside the frame: what went wrong, a search box (a plain GET form to the search
// page, so it works before the page's script runs and without it) and the pages visitors most often
// come to the site for.
import { useId, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  PageContainer,
  PageHeader,
  pathInLocale,
  useDocumentTitle,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';
import { errorMessages } from './messages';
import { richMessage } from '../../app/richMessage';

/**
 * Five ways on: the notice board, admission, the faculty, the departments and the contact details,
 * the pages the site exists to give (SPEC.md's main menu), in the menu's order.
 */
const WAYS_ON = [
  { to: PATHS.notice, label: 'wayNotices' },
  { to: PATHS.admission, label: 'wayAdmission' },
  { to: PATHS.facultyTable, label: 'wayFaculty' },
  { to: PATHS.departments, label: 'wayDepartments' },
  { to: PATHS.contact, label: 'wayContact' },
] as const;

export function NotFoundPage() {
  const t = useMessages(errorMessages);
  const locale = useLocale();
  const navigate = useNavigate();
  const ids = useId();
  useDocumentTitle(t('notFoundTitle'));
  const { pathname } = useLocation();

  // With the script running, the search opens inside the app; without it the form's GET does the same.
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const box = e.currentTarget.elements.namedItem('q');
    const q = box instanceof HTMLInputElement ? box.value.trim() : '';
    e.preventDefault();
    navigate(q ? `${PATHS.search}?${new URLSearchParams({ q }).toString()}` : PATHS.search);
  }

  return (
    <PageContainer>
      <PageHeader title={t('notFoundTitle')} />
      <EmptyState>
        {richMessage(t('notFoundText'), {
          path: <code>{pathname}</code>,
          home: <Link to={PATHS.home}>{t('homePage')}</Link>,
        })}
      </EmptyState>
      <SearchForm
        role="search"
        aria-label={t('searchSite')}
        method="get"
        action={pathInLocale(PATHS.search, locale)}
        onSubmit={onSubmit}
      >
        <label htmlFor={`${ids}-q`}>{t('searchLabel')}</label>
        <div>
          <input id={`${ids}-q`} name="q" type="search" maxLength={200} />
          <Button type="submit">{t('searchButton')}</Button>
        </div>
      </SearchForm>
      <nav aria-labelledby={`${ids}-ways`}>
        <h2 id={`${ids}-ways`}>{t('waysOn')}</h2>
        <Ways>
          {WAYS_ON.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </Ways>
      </nav>
    </PageContainer>
  );
}

const SearchForm = styled.form`
  display: grid;
  gap: 6px;
  max-width: 560px;
  margin: 24px 0;
  label {
    font-weight: 600;
  }
  /* The box takes what the button leaves, down to a 360 px phone. */
  div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px;
  }
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
    min-height: 44px;
    padding: 8px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  button {
    min-height: 44px;
  }
`;

const Ways = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 16px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 999px;
    font-weight: 600;
    text-decoration: none;
  }
`;
