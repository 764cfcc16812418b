import {
  entryText,
  firstApiCall,
  matchPage,
  pageTitle,
  PUBLIC_PAGES,
  SHELL_PAGES,
  SITE_TITLE_BN,
  splitLocale,
} from './pageTable.mjs';

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

describe('the Bengali edition under /bn', () => {
  it('gives every page a Bengali title and description of its own', () => {
    for (const entry of [...PUBLIC_PAGES, ...SHELL_PAGES]) {
      expect(entry.titleBn).toMatch(/[\u0980-\u09FF]/);
      expect(entry.descriptionBn).toMatch(/[\u0980-\u09FF]/);
    }
    expect(new Set(PUBLIC_PAGES.map((e) => e.titleBn)).size).toBe(PUBLIC_PAGES.length);
  });

  it('matches /bn paths to the same pages, parameters included', () => {
    expect(matchPage('/bn')?.entry.path).toBe('/');
    expect(matchPage('/bn/notice')?.entry.path).toBe('/notice');
    expect(matchPage('/bn/facultyDetails/42')).toEqual({
      entry: expect.objectContaining({ path: '/facultyDetails/:id' }),
      params: { id: '42' },
    });
    expect(matchPage('/bnotice')).toBeNull();
    expect(splitLocale('/bn/notice')).toEqual({ locale: 'bn', path: '/notice' });
    expect(splitLocale('/notice')).toEqual({ locale: 'en', path: '/notice' });
  });

  it('titles Bengali tabs in Bengali, the home page with the full Bengali name', () => {
    const notice = PUBLIC_PAGES.find((e) => e.path === '/notice')!;
    expect(pageTitle(entryText(notice, 'bn').title, 'bn')).toBe('নোটিশ বোর্ড · GSVMC');
    expect(pageTitle(entryText(PUBLIC_PAGES[0], 'bn').title, 'bn')).toBe(SITE_TITLE_BN);
    expect(entryText(null, 'bn').title).toBe('পাতাটি পাওয়া যায়নি');
  });
});
