import type { Alumni } from '@gsvmc/shared-types';
import { graduationYears, groupByMajor, linkedInUrl, matchesAlumniSearch, positionText, telUrl } from './alumniFormat';

const a = (over: Partial<Alumni>): Alumni => ({
  _id: Math.random().toString(36),
  fullName: 'X',
  graduationYear: 2010,
  degree: 'MBBS',
  major: 'Medicine',
  ...over,
});

describe('alumni display rules', () => {
  it('builds the position from title and company', () => {
    expect(positionText({ jobTitle: 'Surgeon', currentCompany: 'Dhaka Medical' })).toBe('Surgeon at Dhaka Medical');
    expect(positionText({ jobTitle: 'Surgeon' })).toBe('Surgeon');
    expect(positionText({ jobTitle: 'Surgeon', currentCompany: '  ' })).toBe('Surgeon');
    expect(positionText({ currentCompany: 'WHO' })).toBe('WHO');
    expect(positionText({})).toBe('');
  });

  it('gives LinkedIn values an https:// prefix unless they start with http', () => {
    expect(linkedInUrl('linkedin.com/in/rahim')).toBe('https://linkedin.com/in/rahim');
    expect(linkedInUrl('www.linkedin.com/in/rahim')).toBe('https://www.linkedin.com/in/rahim');
    expect(linkedInUrl('https://linkedin.com/in/a')).toBe('https://linkedin.com/in/a');
    expect(linkedInUrl('http://linkedin.com/in/a')).toBe('http://linkedin.com/in/a');
    expect(linkedInUrl('')).toBe('');
    expect(linkedInUrl(undefined)).toBe('');
  });

  it('makes dialable tel: links', () => {
    expect(telUrl('+880 1711-000000')).toBe('tel:+8801711000000');
    expect(telUrl('01711 000000')).toBe('tel:01711000000');
    expect(telUrl('')).toBe('');
  });

  it('groups by major alphabetically with no-major last, newest class first then name', () => {
    const groups = groupByMajor([
      a({ fullName: 'B', major: 'Surgery', graduationYear: 2010 }),
      a({ fullName: 'A', major: 'Surgery', graduationYear: 2010 }),
      a({ fullName: 'C', major: 'Surgery', graduationYear: 2015 }),
      a({ fullName: 'D', major: '' }),
      a({ fullName: 'E', major: 'Medicine' }),
    ]);
    expect(groups.map((g) => g.major)).toEqual(['Medicine', 'Surgery', 'Other']);
    expect(groups[1]!.alumni.map((x) => x.fullName)).toEqual(['C', 'A', 'B']);
  });

  it('searches name, company and location, and lists years present', () => {
    const x = a({ fullName: 'Rahim Uddin', currentCompany: 'BSMMU', location: 'Dhaka', jobTitle: 'Registrar' });
    expect(matchesAlumniSearch(x, 'rahim')).toBe(true);
    expect(matchesAlumniSearch(x, 'bsmmu')).toBe(true);
    expect(matchesAlumniSearch(x, 'dhaka rahim')).toBe(true);
    expect(matchesAlumniSearch(x, 'registrar')).toBe(false);
    expect(
      graduationYears([a({ graduationYear: 2012 }), a({ graduationYear: 2020 }), a({ graduationYear: 2012 })]),
    ).toEqual([2020, 2012]);
  });
});
