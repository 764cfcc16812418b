// Page addresses: the one place the site spells them (lint refuses spelled-out addresses elsewhere).
import { describe, expect, it } from '@jest/globals';
import { DEPARTMENTS } from './constants';
import { allPageSlugs, departmentPageSlug, pagePath, PAGE_SLUGS } from './content';
import { PATHS, toPath } from './paths';

describe('toPath', () => {
  it('gives a page without parameters its pattern', () => {
    expect(toPath('notice')).toBe('/notice');
    expect(toPath('home')).toBe('/');
  });

  it('fills each parameter, encoded, so an id with odd characters stays one path segment', () => {
    expect(toPath('facultyDetails', { id: 'abc123' })).toBe('/facultyDetails/abc123');
    expect(toPath('facultyDetails', { id: 'a/b c?' })).toBe('/facultyDetails/a%2Fb%20c%3F');
  });

  it('has one distinct address per page name', () => {
    const addresses = Object.values(PATHS);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address.startsWith('/')).toBe(true);
  });
});

describe('pagePath and department slugs', () => {
  it('maps every fixed page to its address', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('admission')).toBe(PATHS.admission);
    for (const slug of PAGE_SLUGS) expect(pagePath(slug)).toMatch(/^\//);
  });

  it("maps a department's page to the department's detail address", () => {
    expect(departmentPageSlug('Pharmacology & Therapeutics')).toBe('department-pharmacology-and-therapeutics');
    expect(pagePath('department-pharmacology-and-therapeutics')).toBe(
      '/department-detail?name=Pharmacology%20%26%20Therapeutics',
    );
  });

  it('gives each department a slug of its own, and nothing for a slug the site does not have', () => {
    const slugs = allPageSlugs();
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toHaveLength(PAGE_SLUGS.length + DEPARTMENTS.length);
    expect(pagePath('department-astrology')).toBeUndefined();
    expect(pagePath('../admin')).toBeUndefined();
  });
});
