import { SITE_TITLE } from '@gsvmc/shared-kit/pageHeads';
import { entryText, matchPage, pageTitle, PUBLIC_PAGES, remoteHeadText, SHELL_PAGES } from './pageTable';

const head = {
  title: { en: 'Notice', bn: 'নোটিশ' },
  description: { en: 'A GSVMC notice.', bn: 'জিএসভিএমসির একটি নোটিশ।' },
  ownTitle: true,
};

describe('the route-to-page table shared by the browser and the site server', () => {
  it('gives every public page a remote page, once', () => {
    for (const entry of PUBLIC_PAGES) expect(entry.page).toMatch(/^mf_(public|directories)\/[A-Z]\w+Page$/);
    expect(new Set(PUBLIC_PAGES.map((p) => p.path)).size).toBe(PUBLIC_PAGES.length);
  });

  it("heads a remote page with its remote's title, or with the site's name while the remote is down", () => {
    expect(remoteHeadText(head, 'en')).toEqual({ title: 'Notice · GSVMC', description: 'A GSVMC notice.' });
    expect(remoteHeadText(head, 'bn').title).toBe('নোটিশ · GSVMC');
    // A page titled by its data (one notice) keeps that title in the head.
    expect(remoteHeadText(head, 'en', 'Exam routine').title).toBe('Exam routine · GSVMC');
    expect(remoteHeadText({ ...head, ownTitle: false }, 'en', 'Exam routine').title).toBe('Notice · GSVMC');
    expect(remoteHeadText(null, 'en').title).toBe(SITE_TITLE.en);
    expect(remoteHeadText(null, 'bn')).toEqual({ title: SITE_TITLE.bn, description: expect.stringMatching(/সাভার/) });
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
    expect(matchPage('/login')?.entry).toMatchObject({ title: 'Login' });
    expect(matchPage('/admin/faculties')?.entry).toMatchObject({ title: 'Admin Portal' });
    expect(matchPage('/administration')?.entry).toEqual({
      path: '/administration',
      page: 'mf_public/AdministrationPage',
    });
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
});

describe('the Bengali edition under /bn', () => {
  it('gives every page a Bengali title and description of its own', () => {
    for (const entry of SHELL_PAGES) {
      expect(entry.titleBn).toMatch(/[\u0980-\u09FF]/);
      expect(entry.descriptionBn).toMatch(/[\u0980-\u09FF]/);
    }
    expect(new Set(SHELL_PAGES.map((e) => e.titleBn)).size).toBe(SHELL_PAGES.length);
  });

  it('matches /bn paths to the same pages, parameters included', () => {
    expect(matchPage('/bn')?.entry.path).toBe('/');
    expect(matchPage('/bn/notice')?.entry.path).toBe('/notice');
    expect(matchPage('/bn/facultyDetails/42')).toEqual({
      entry: expect.objectContaining({ path: '/facultyDetails/:id' }),
      params: { id: '42' },
    });
    expect(matchPage('/bnotice')).toBeNull();
  });

  it('titles Bengali tabs in Bengali, the home page with the full Bengali name', () => {
    const login = SHELL_PAGES.find((e) => e.path === '/login')!;
    expect(pageTitle(entryText(login, 'bn').title, 'bn')).toBe('লগইন · GSVMC');
    expect(pageTitle('প্রথম পাতা', 'bn')).toBe(SITE_TITLE.bn);
    expect(entryText(null, 'bn').title).toBe('পাতাটি পাওয়া যায়নি');
  });
});
