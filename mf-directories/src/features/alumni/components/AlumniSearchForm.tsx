// The alumni directory's search: words and a graduation year. Part of AlumniDirectoryPage.
import { useId } from 'react';
import { bengaliDigits, useLocale, useMessages } from '@gsvmc/shared-kit';
import { ApplyButton, Field, Filters } from '../../../components/FilterBar';
import { alumniMessages } from '../messages';
import { ALUMNI_QUERY_MAX, type AlumniFilters } from '../useAlumniFilters';

/**
 * A GET form (`?q=…&year=…`) the server renders: Enter and Search work before the script runs and
 * without it; with it, the list follows the typing and Enter changes nothing more.
 */
export function AlumniSearchForm({ filters, years }: { filters: AlumniFilters; years: number[] }) {
  const t = useMessages(alumniMessages);
  const locale = useLocale();
  const ids = useId();
  const { queryField, yearField, year } = filters;
  // A year only the address names (no alumnus of that year) stays choosable, so the select never lies.
  const choices = year && !years.includes(Number(year)) ? [...years, Number(year)].sort((a, b) => b - a) : years;
  return (
    <Filters role="search" method="get" onSubmit={(e) => e.preventDefault()}>
      <Field>
        <label htmlFor={`${ids}-q`}>{t('searchLabel')}</label>
        <input
          ref={queryField.ref}
          id={`${ids}-q`}
          name="q"
          type="search"
          maxLength={ALUMNI_QUERY_MAX}
          placeholder={t('searchPlaceholder')}
          value={queryField.value}
          onChange={(e) => queryField.choose(e.target.value)}
        />
      </Field>
      <Field>
        <label htmlFor={`${ids}-year`}>{t('graduationYear')}</label>
        <select
          ref={yearField.ref}
          id={`${ids}-year`}
          name="year"
          value={yearField.value}
          onChange={(e) => yearField.choose(e.target.value)}
        >
          <option value="">{t('allYears')}</option>
          {choices.map((y) => (
            <option key={y} value={String(y)}>
              {locale === 'bn' ? bengaliDigits(y) : y}
            </option>
          ))}
        </select>
      </Field>
      <ApplyButton label="search" />
    </Filters>
  );
}
