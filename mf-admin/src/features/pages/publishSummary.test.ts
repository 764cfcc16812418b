import type { PageContent, ParagraphBlock } from '@gsvmc/shared-types';
import { seedSettings } from '@gsvmc/shared-types';
import { changesToPublish } from './publishSummary';

const text = (id: string, words: string): ParagraphBlock => ({
  id,
  type: 'paragraph',
  text: { en: [{ type: 'p', children: [{ text: words }] }] },
});
const page = (blocks: PageContent['blocks'], title = 'Admission'): PageContent => ({ title: { en: title }, blocks });

describe('what a publish changes, against the live page', () => {
  const live = page([
    { id: 'h', type: 'heading', level: 2, text: { en: 'Rules' } },
    text('a', 'GPA of 7'),
    { id: 'pic', type: 'image', src: '/uploads/photos/x.png', decorative: true },
  ]);

  it('names blocks by type and place: changed and added where they are in the draft, removed where they were', () => {
    const draft = page([live.blocks[0]!, text('a', 'GPA of 7.5'), text('new', 'Fees')]);
    expect(changesToPublish(false, live, draft)).toEqual([
      { kind: 'changed', type: 'paragraph', n: 2 },
      { kind: 'added', type: 'paragraph', n: 3 },
      { kind: 'removed', type: 'image', n: 3 },
    ]);
  });

  it('finds nothing when the draft is what visitors see', () => {
    expect(changesToPublish(false, live, structuredClone(live))).toEqual([]);
  });

  it('says the order changed when kept blocks moved, and names the page title', () => {
    const draft = page([live.blocks[1]!, live.blocks[0]!, live.blocks[2]!], 'Admission 2027');
    // Moved blocks are not "changed": their content is the same.
    expect(changesToPublish(false, live, draft)).toEqual([{ kind: 'field', label: 'pageTitle' }, { kind: 'moved' }]);
  });

  it('lists every block as added on a page never published', () => {
    expect(changesToPublish(false, null, live).map((c) => c.kind)).toEqual(['field', 'added', 'added', 'added']);
  });

  it('names the site settings by their fields', () => {
    const before = seedSettings();
    const after = { ...before, contact: { ...before.contact, officeHours: { en: 'Sunday to Thursday, 9 to 4' } } };
    expect(changesToPublish(true, before, after)).toEqual([{ kind: 'field', label: 'officeHours' }]);
  });
});
