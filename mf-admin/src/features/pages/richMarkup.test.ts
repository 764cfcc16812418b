import { seedPages, type RichNode } from '@gsvmc/shared-types';
import { markupToRich, richToMarkup } from './richMarkup';

test('paragraphs, lists, bold, italic and links become the stored tree', () => {
  const nodes = markupToRich(
    'See the **notice board** and *ask* [the office](/contact).\n\n- First rule\n- Second rule\n\n1. One\n2. Two',
  );
  expect(nodes).toEqual<RichNode[]>([
    {
      type: 'p',
      children: [
        { text: 'See the ' },
        { text: 'notice board', bold: true },
        { text: ' and ' },
        { text: 'ask', italic: true },
        { text: ' ' },
        { text: 'the office', href: '/contact' },
        { text: '.' },
      ],
    },
    { type: 'ul', items: [[{ text: 'First rule' }], [{ text: 'Second rule' }]] },
    { type: 'ol', items: [[{ text: 'One' }], [{ text: 'Two' }]] },
  ]);
});

test('HTML typed into a paragraph stays text', () => {
  expect(markupToRich('<img src=x onerror=alert(1)>')).toEqual([
    { type: 'p', children: [{ text: '<img src=x onerror=alert(1)>' }] },
  ]);
});

test('every seeded paragraph survives a round trip through the editor unchanged', () => {
  const texts: RichNode[][] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const o = value as { type?: string; text?: { en?: RichNode[] } };
      if ((o.type === 'paragraph' || o.type === 'message') && o.text?.en) texts.push(o.text.en);
      Object.values(o).forEach(visit);
    }
  };
  visit(seedPages());
  expect(texts.length).toBeGreaterThan(40);
  for (const nodes of texts) expect(markupToRich(richToMarkup(nodes))).toEqual(nodes);
});
