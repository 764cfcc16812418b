// The typed paths map (shared-types) against the route table: every route is an address of the map
// and every address of the map is routed, so the two cannot drift apart.
import type { RouteObject } from 'react-router-dom';
import { PATHS, toPath } from '@gsvmc/shared-types';
import { routes } from './routes/routeTable';

function fullPaths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    const here = r.index ? base : r.path ? (r.path.startsWith('/') ? r.path : `${base}/${r.path}`) : base;
    const own = r.path || r.index ? [here || '/'] : [];
    return [...own, ...(r.children ? fullPaths(r.children, here) : [])];
  });
}

describe('PATHS and the route table', () => {
  const routed = fullPaths(routes).filter((p) => p !== '/*');

  it('routes every address of the map', () => {
    for (const path of Object.values(PATHS)) expect(routed).toContain(path);
  });

  it('has no route that the map does not name', () => {
    const known: string[] = Object.values(PATHS);
    for (const path of routed) expect(known).toContain(path);
  });
});

describe('toPath', () => {
  it('fills and encodes parameters', () => {
    expect(toPath('facultyDetails', { id: 'a b/c' })).toBe('/facultyDetails/a%20b%2Fc');
    expect(toPath('adminEditFaculty', { id: '42' })).toBe('/admin/editFaculty/42');
  });

  it('gives a page without parameters as it is', () => {
    expect(toPath('facultyTable')).toBe('/facultyTable');
    expect(toPath('home')).toBe('/');
  });
});

// Checked by `npm run typecheck` (an unused @ts-expect-error fails it): wrong names and missing or
// extra parameters do not compile. Never called.
export function typeChecks() {
  // @ts-expect-error: no page is called facultyList
  toPath('facultyList');
  // @ts-expect-error: facultyDetails needs its id
  toPath('facultyDetails');
  // @ts-expect-error: the notice board takes no parameter
  toPath('notice', { id: '1' });
}
