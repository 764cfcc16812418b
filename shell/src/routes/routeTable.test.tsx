import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_LAYOUT, ADMIN_PAGES, PUBLIC_REMOTE_PAGES, routes } from './routeTable';

/** Every full path in the table, with the nesting resolved. */
function paths(list: RouteObject[], base = ''): string[] {
  return list.flatMap((r) => {
    const here = r.index ? base : r.path ? (r.path.startsWith('/') ? r.path : `${base}/${r.path}`) : base;
    const own = r.path || r.index ? [here || '/'] : [];
    return [...own, ...(r.children ? paths(r.children, here) : [])];
  });
}

// SPEC.md §2.1, verbatim.
const FRAMED = [
  '/profile',
  '/',
  '/notice',
  '/facultyTable',
  '/facultyDetails/:id',
  '/alumniTable',
  '/gallery',
  '/about',
  '/departments',
  '/department-detail',
  '/administration',
  '/academics',
  '/dental',
  '/facilities',
  '/contact',
  '/admission',
  '/journal',
];
const UNFRAMED = ['/register', '/login'];
const ADMIN = [
  '/admin',
  '/admin/upload',
  '/admin/faculties',
  '/admin/editFaculty/:id',
  '/admin/alumniUpload',
  '/admin/photoUpload',
];

describe('route table', () => {
  const all = paths(routes);

  it('has every path of SPEC.md §2.1, plus /unauthorized and a catch-all', () => {
    for (const p of [...FRAMED, ...UNFRAMED, ...ADMIN, '/unauthorized', '/*']) expect(all).toContain(p);
  });

  it('puts the public pages inside the frame and login/register outside it', () => {
    const frame = routes.find((r) => !r.path && r.children)!;
    const framed = paths(frame.children!);
    for (const p of FRAMED) expect(framed).toContain(p);
    for (const p of [...UNFRAMED, ...ADMIN]) expect(framed).not.toContain(p);
  });

  it('wraps every admin route in two guards, the whole words files and the admin layout', () => {
    const admin = routes.find((r) => r.path === '/admin')!;
    const auth = admin.element as { type: { name: string } };
    expect(auth.type.name).toBe('RequireAuth');
    const adminGuard = admin.children![0]!;
    expect((adminGuard.element as { type: { name: string } }).type.name).toBe('RequireAdmin');
    const words = adminGuard.children![0]!;
    expect((words.element as { type: { name: string } }).type.name).toBe('AdminWords');
    const layout = words.children![0]!;
    expect((layout.element as { props: { id: string } }).props.id).toBe(ADMIN_LAYOUT);
    expect(layout.children).toHaveLength(ADMIN_PAGES.length);
  });

  it('names only pages that the remotes expose, each an existing file (the type-check proves the names)', () => {
    const exposes = (pkg: string) =>
      JSON.parse(readFileSync(join(__dirname, '../../..', pkg, 'exposes.json'), 'utf8')) as Record<string, string>;
    const remotes: Record<string, { pkg: string; exposes: Record<string, string> }> = {
      mf_public: { pkg: 'mf-public', exposes: exposes('mf-public') },
      mf_directories: { pkg: 'mf-directories', exposes: exposes('mf-directories') },
      mf_admin: { pkg: 'mf-admin', exposes: exposes('mf-admin') },
    };
    for (const id of [...PUBLIC_REMOTE_PAGES.map((p) => p.page), ...ADMIN_PAGES.map((p) => p.page), ADMIN_LAYOUT]) {
      const [container, key] = id.split('/') as [string, string];
      const remote = remotes[container]!;
      const file = remote.exposes[`./${key}`];
      expect(file).toBeDefined();
      expect(existsSync(join(__dirname, '../../..', remote.pkg, file!))).toBe(true);
    }
  });
});
