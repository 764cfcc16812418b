import { firstApiCall, matchPage, pageTitle, PUBLIC_PAGES, SHELL_PAGES } from './pageTable.mjs';

describe('the route-to-page table shared by the browser and the site server', () => {
  it('gives every public page a remote page, a title and a description of its own', () => {
    for (const entry of PUBLIC_PAGES) {
      expect(entry.page).toMatch(/^mf_(public|directories)\/[A-Z]\w+Page$/);
      expect(entry.title.length).toBeGreaterThan(2);
      expect(entry.description.length).toBeGreaterThan(20);
    }
    const descriptions = PUBLIC_PAGES.filter((p) => p.path !== '/').map((p) => p.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('titles tabs "Page · GSVMC", the home page with the full name', () => {
    expect(pageTitle('Notice Board')).toBe('Notice Board · GSVMC');
    expect(pageTitle('Home')).toBe('GSVMC — Gonoshasthaya Samaj Vittik Medical College');
  });

  it('matches paths as the router does, parameters included', () => {
    expect(matchPage('/notice')?.entry.path).toBe('/notice');
    expect(matchPage('/notice/')?.entry.path).toBe('/notice');
    expect(matchPage('/facultyDetails/abc%20d')).toEqual({
      entry: expect.objectContaining({ path: '/facultyDetails/:id' }),
      params: { id: 'abc d' },
    });
    expect(matchPage('/facultyDetails/')).toBeNull();
    expect(matchPage('/facultyDetails/a/b')).toBeNull();
    expect(matchPage('/login')?.entry.title).toBe('Login');
    expect(matchPage('/admin/faculties')?.entry.title).toBe('Admin Portal');
    expect(matchPage('/administration')?.entry.title).toBe('Administration');
    expect(matchPage('/no-such-page')).toBeNull();
    expect(SHELL_PAGES.map((p) => p.path)).toEqual([
      '/login',
      '/register',
      '/reset-password',
      '/profile',
      '/unauthorized',
      '/admin',
    ]);
  });

  it("names each data page's first API call as its endpoint asks for it", () => {
    const call = (path: string) => {
      const m = matchPage(path)!;
      return firstApiCall(m.entry, m.params);
    };
    expect(call('/')).toBe('notices');
    expect(call('/notice')).toBe('notices?limit=20&offset=0');
    expect(call('/facultyTable')).toBe('faculty');
    expect(call('/facultyDetails/a')).toBe('faculty/a');
    expect(call('/facultyDetails/x%2Fy')).toBe('faculty/x%2Fy');
    expect(call('/gallery')).toBe('photo');
    expect(call('/about')).toBeNull();
    expect(call('/login')).toBeNull();
  });
});
