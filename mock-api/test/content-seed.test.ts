import { checkPageContent, checkSiteSettings, isAllowedLink, seedPages, seedSettings } from '@gsvmc/shared-types';

test('every seeded page and the seeded settings pass the check the API applies to edits', () => {
  for (const [slug, content] of Object.entries(seedPages())) {
    const checked = checkPageContent(content);
    expect({ slug, problem: checked.ok ? undefined : checked.problem }).toEqual({ slug, problem: undefined });
  }
  expect(checkSiteSettings(seedSettings())).toMatchObject({ ok: true });
});

test('links: web, mail, phone and this site only', () => {
  for (const ok of [
    'https://gsvmc.edu.bd/x',
    'http://a.b',
    'mailto:info@gsvmc.edu.bd',
    'tel:+8801712345678',
    '/notice?category=admission',
  ])
    expect(isAllowedLink(ok)).toBe(true);
  for (const bad of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'vbscript:x',
    'ftp://x',
    '',
  ])
    expect(isAllowedLink(bad)).toBe(false);
});

test('an image must be marked decorative to go without alternative text', () => {
  const page = (image: object) => ({
    title: { en: 'T' },
    blocks: [{ id: 'i', type: 'image', src: '/uploads/photos/a.webp', ...image }],
  });
  expect(checkPageContent(page({ decorative: true }))).toMatchObject({ ok: true });
  expect(checkPageContent(page({ alt: { en: 'The library' } }))).toMatchObject({ ok: true });
  expect(checkPageContent(page({ src: 'https://elsewhere.example/a.png', alt: { en: 'x' } }))).toMatchObject({
    ok: false,
    problem: {
      path: 'blocks.0.src',
      message: 'Block 1 (image): the picture must be a picture uploaded here (a path under /uploads/).',
    },
  });
});

test('tabs and cards hold plain blocks only', () => {
  const nested = {
    title: { en: 'T' },
    blocks: [
      {
        id: 't',
        type: 'tabs',
        label: { en: 'L' },
        tabs: [{ id: 'a', title: { en: 'A' }, blocks: [{ id: 'in', type: 'tabs', label: { en: 'x' }, tabs: [] }] }],
      },
    ],
  };
  expect(checkPageContent(nested)).toMatchObject({
    ok: false,
    problem: {
      path: 'blocks.0.tabs.0.blocks.0',
      message: 'Block 1 (tabs), tab 1, block 1 (tabs): a tabs block cannot be placed here (inside a tab or a card).',
    },
  });
});
