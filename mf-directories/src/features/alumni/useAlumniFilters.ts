import { useAdoptedChoice, type AdoptedChoice } from '@gsvmc/shared-kit';
import { useAddressFilters } from '../../components/useAddressFilters';

/** The longest search the API takes (GET /alumni's `q`); the box takes no more. */
export const ALUMNI_QUERY_MAX = 200;

/** The search form's fields and what they ask for, kept in the address. */
export interface AlumniFilters {
  /** The words, as typed (the page trims them and waits for a pause before asking). */
  query: string;
  /** A graduation year, or '' for every year. */
  year: string;
  queryField: AdoptedChoice<HTMLInputElement>;
  yearField: AdoptedChoice<HTMLSelectElement>;
}

/**
 * A year the directory can filter by: four digits, as the API takes them. Anything else in an address
 * (`?year=abc`, a mistyped link) is no filter at all, not a failed page.
 */
export function yearFilter(raw: string | null): string {
  const year = raw?.trim() ?? '';
  return /^[12][0-9]{3}$/.test(year) ? year : '';
}

/**
 * The search and year live in the address (`?q=…&year=…`), as the faculty directory's do: a reload
 * or a shared link shows the same list, and a site-search hit links here as `?q=<name>`. The form is
 * a GET form the server renders, so Enter works before the script runs and with JavaScript off; with
 * it, each change replaces the address (typing does not fill the history) and words typed or a year
 * chosen in the server's page before the script ran are kept and applied.
 */
export function useAlumniFilters(): AlumniFilters {
  const [params, update] = useAddressFilters();
  const query = params.get('q') ?? '';
  const year = yearFilter(params.get('year'));

  const queryField = useAdoptedChoice<HTMLInputElement>(query, (typed) => update({ q: typed }));
  const yearField = useAdoptedChoice<HTMLSelectElement>(year, (chosen) => update({ year: chosen }));
  return { query, year, queryField, yearField };
}
