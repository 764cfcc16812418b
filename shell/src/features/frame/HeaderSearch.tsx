// The site search in the header: a form that opens /search?q=… . On desktop a Search
// button beside the account opens it under the bar, so the two rows of links keep their width
// (SPEC.md §2.2: 8 items on the first row); in the mobile menu it sits at the top, always open.
// Both work before the page's script has run: the button leads to the search page, and words typed
// into the menu's box are kept when the page hydrates.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { TAP_TARGET_PX, pathInLocale, phoneTapTarget, useLocale, useMessages, useTypedDraft } from '@gsvmc/shared-kit';
import { PATHS } from '@gsvmc/shared-types';
import { frameMessages } from './messages';

export function SearchForm({ onDone, focusOnOpen = false }: { onDone?: () => void; focusOnOpen?: boolean }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === PATHS.search ? (new URLSearchParams(search).get('q') ?? '') : '';
  // Words typed before hydration are kept; a search made elsewhere replaces them.
  const { ref: input, value: query, setDraft: setQuery } = useTypedDraft(current);
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const t = useMessages(frameMessages);
  const locale = useLocale();

  useEffect(() => {
    if (focusOnOpen) input.current?.focus();
  }, [focusOnOpen, input]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    if (!q) {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    navigate(`${PATHS.search}?${new URLSearchParams({ q }).toString()}`);
    onDone?.();
  }

  return (
    // A GET form to the search page in the page's language: it searches before the script runs and
    // with JavaScript off; with it, the search opens without reloading the site.
    <Form
      role="search"
      aria-label={t('searchForm')}
      method="get"
      action={pathInLocale(PATHS.search, locale)}
      onSubmit={onSubmit}
      noValidate
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        name="q"
        type="search"
        value={query}
        placeholder={t('searchPlaceholder')}
        maxLength={200}
        autoComplete="off"
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-hint` : undefined}
        onChange={(e) => {
          setQuery(e.target.value);
          if (empty) setEmpty(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onDone) {
            e.stopPropagation();
            onDone();
          }
        }}
      />
      <button type="submit">{t('searchButton')}</button>
      {empty && (
        <Hint id={`${id}-hint`} role="alert">
          {t('searchEmpty')}
        </Hint>
      )}
    </Form>
  );
}

/** Desktop: a button that opens the form under the bar; Escape or a search closes it again. */
export function useHeaderSearch() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return { open, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}

/**
 * The desktop Search button. It is a GET form's button: before the page's script has run (a slow
 * connection) and with JavaScript off, it leads to the search page and its box; once hydrated it opens
 * the box under the bar instead.
 */
export function SearchToggle({ open, controls, onClick }: { open: boolean; controls: string; onClick: () => void }) {
  const t = useMessages(frameMessages);
  const locale = useLocale();
  return (
    <ToggleForm
      method="get"
      action={pathInLocale(PATHS.search, locale)}
      onSubmit={(e) => {
        e.preventDefault();
        onClick();
      }}
    >
      <Toggle type="submit" aria-expanded={open} aria-controls={controls}>
        <Glass aria-hidden="true" />
        <span className="visually-hidden">{t('searchToggle')}</span>
      </Toggle>
    </ToggleForm>
  );
}

// Only the button takes room in the account row.
const ToggleForm = styled.form`
  display: contents;
`;

// The box and its button are a thumb's targets in the phone menu: 44 px tall (they were 42-43).
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  width: 100%;
  input {
    flex: 1 1 200px;
    min-width: 0;
    min-height: ${TAP_TARGET_PX}px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
  }
  button[type='submit'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${TAP_TARGET_PX}px;
    padding: 8px 16px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primary};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  /* 44 px on a touch screen (a tablet shows this bar). */
  ${phoneTapTarget}
  margin-right: 6px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  cursor: pointer;
  vertical-align: middle;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.primaryLight};
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

// A magnifying glass from two borders: no icon font or image request for one glyph.
const Glass = styled.span`
  position: relative;
  width: 14px;
  height: 14px;
  border: 2px solid ${({ theme }) => theme.color.primaryDark};
  border-radius: 50%;
  margin: -3px 0 0 -3px;
  &::after {
    content: '';
    position: absolute;
    right: -6px;
    bottom: -5px;
    width: 7px;
    height: 2px;
    background: ${({ theme }) => theme.color.primaryDark};
    transform: rotate(45deg);
  }
`;
