// Where a page's sections link to: the place on the page that shows them, so a search hit opens there
// (a tab's panel opens its tab; a heading inside a tab is nearer still).
import { type PageContent } from '@gsvmc/shared-types';
import { pageSections } from '../src/search/pages';

const text = (en: string) => ({ en: [{ type: 'p' as const, children: [{ text: en }] }] });

const about: PageContent = {
  title: { en: 'About GSVMC', bn: 'জিএসভিএমসি সম্পর্কে' },
  blocks: [
    {
      id: 'about-tabs',
      type: 'tabs',
      label: { en: 'About GSVMC' },
      tabs: [
        {
          id: 'rural',
          title: { en: 'Rural Health Centres' },
          blocks: [{ id: 'rural-1', type: 'paragraph', text: text('Five rural health centres.') }],
        },
        {
          id: 'glance',
          title: { en: 'GSVMC at a Glance' },
          blocks: [
            { id: 'glance-heading', type: 'heading', level: 2, text: { en: 'GSVMC at a Glance' } },
            { id: 'glance-1', type: 'paragraph', text: text('Established in 1998.') },
          ],
        },
      ],
    },
  ],
};

test("a tab's section links to the tab's panel, or to the heading it opens with", () => {
  const sections = pageSections(about).filter((s) => s.heading);
  expect(sections.map((s) => [s.heading!.en, s.anchor])).toEqual([
    ['Rural Health Centres', 'about-tabs-rural'],
    ['GSVMC at a Glance', 'glance-heading'],
  ]);
});
