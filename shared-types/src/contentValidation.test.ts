// The content check the API runs on every save and the editor runs before sending one: what it
// refuses, where (the path the editor puts the sentence beside), and the sentence in both languages.
import { describe, expect, it } from '@jest/globals';
import { BLOCK_TYPES, LEAF_BLOCK_TYPES, type Block } from './blocks';
import { BLOCK_CHECKS } from './blockChecks';
import { seedPages, seedSettings } from './contentSeed';
import { checkPageContent, checkSiteSettings, type ContentProblem } from './contentValidation';

const paragraph = (id: string, en: string): Block => ({
  id,
  type: 'paragraph',
  text: { en: [{ type: 'p', children: [{ text: en }] }] },
});

const page = (...blocks: unknown[]) => ({ title: { en: 'Admission', bn: 'ভর্তি' }, blocks });

function refusal(value: unknown): ContentProblem {
  const checked = checkPageContent(value);
  if (checked.ok) throw new Error('the check passed content it should refuse');
  return checked.problem;
}

/** The Bengali sentence with quoted values (ids, links, kinds the writer typed) taken out. */
const unquoted = (sentence: string) => sentence.replace(/"[^"]*"/g, '').replace(/\/uploads\//g, '');

describe('a page the check refuses', () => {
  it('names an empty paragraph by its place and kind, in English and in Bengali', () => {
    const problem = refusal(page(paragraph('intro', 'Welcome'), paragraph('rules', '  ')));
    expect(problem).toEqual({
      path: 'blocks.1.text.en',
      message:
        'Block 2 (paragraph), English text: the text is empty in English and in Bengali; write it in either language.',
      messageBn: 'ব্লক ২ (অনুচ্ছেদ), ইংরেজি লেখা: লেখা ইংরেজি ও বাংলা দুটোতেই খালি; যেকোনো একটি ভাষায় লিখুন।',
    });
  });

  it('names a person of a people block by number and the field that is missing', () => {
    const people = { id: 'council', type: 'people', people: [{ name: { en: 'Dr. Rahman' } }, { name: { en: '' } }] };
    const problem = refusal(page(people));
    expect(problem.path).toBe('blocks.0.people.1.name.en');
    expect(problem.message).toBe(
      'Block 1 (people), person 2, English: the name is empty in English and in Bengali; write it in either language.',
    );
    expect(problem.messageBn).toBe(
      'ব্লক ১ (ব্যক্তির কার্ড), ব্যক্তি ২, ইংরেজি: নাম ইংরেজি ও বাংলা দুটোতেই খালি; যেকোনো একটি ভাষায় লিখুন।',
    );
  });

  it('refuses a link a browser would open elsewhere, with the link code', () => {
    const button = { id: 'apply', type: 'button', label: { en: 'Apply' }, href: 'javascript:alert(1)' };
    const problem = refusal(page(button));
    expect(problem).toMatchObject({ path: 'blocks.0.href', code: 'LINK_NOT_ALLOWED' });
    expect(problem.message).toMatch(/^Block 1 \(button\): the link "javascript:alert\(1\)" is not allowed: /);
    expect(problem.messageBn).toMatch(/^ব্লক ১ \(লিংক বোতাম\): লিংক "javascript:alert\(1\)" গ্রহণযোগ্য নয়: /);
  });

  it('refuses a field its type does not have, so it is never stored', () => {
    const heading = { id: 'h', type: 'heading', level: 2, text: { en: 'Fees' }, colour: 'red' };
    expect(refusal(page(heading))).toMatchObject({
      path: 'blocks.0.colour',
      message: 'Block 1 (heading): "colour" is not a field of a heading block; remove it.',
    });
  });

  it('refuses a container inside a card, and a kind of block the site does not have', () => {
    const tabs = { id: 't', type: 'tabs', label: { en: 'x' }, tabs: [] };
    const cards = { id: 'c', type: 'cards', cards: [{ title: { en: 'Hostel' }, blocks: [tabs] }] };
    expect(refusal(page(cards))).toMatchObject({
      path: 'blocks.0.cards.0.blocks.0',
      message: 'Block 1 (cards), card 1, block 1 (tabs): a tabs block cannot be placed here (inside a tab or a card).',
    });
    expect(refusal(page({ id: 'v', type: 'video' }))).toMatchObject({
      path: 'blocks.0.type',
      message: `Block 1: "video" is not a kind of block; the kinds are ${BLOCK_TYPES.join(', ')}.`,
    });
  });

  it('refuses a block id used twice on the page, inside a tab too', () => {
    const tabs = {
      id: 'tabs',
      type: 'tabs',
      label: { en: 'History' },
      tabs: [{ id: 'one', title: { en: 'Founding' }, blocks: [paragraph('intro', 'Founded in 1962')] }],
    };
    expect(refusal(page(paragraph('intro', 'Welcome'), tabs))).toMatchObject({
      path: 'blocks.1.tabs.0.blocks.0.id',
      messageBn: 'ব্লক ২ (ট্যাব), ট্যাব ১, ব্লক ১ (অনুচ্ছেদ): ব্লকের আইডি "intro" এই পাতায় দুবার ব্যবহার হয়েছে।',
    });
  });

  it('words every refusal in Bengali, with no English beside the values the writer typed', () => {
    const bad: unknown[] = [
      page({ id: 'h', type: 'heading', level: 4, text: { en: 'x' } }),
      page({ id: 'i', type: 'image', src: 'https://elsewhere.example/a.png', alt: { en: 'x' } }),
      page({ id: 'i', type: 'image', src: '/uploads/photos/a.png' }),
      page({ id: 'f', type: 'figures', figures: [] }),
      page({
        id: 's',
        type: 'slides',
        slides: [{ src: '/uploads/photos/a.png', alt: { en: 'a' }, caption: { en: 'c' } }],
      }),
      page({ id: 'c', type: 'cards', min: 50, cards: [] }),
      page({ id: 'm', type: 'message', heading: { en: 'x' }, text: { en: [] }, signature: { en: 'x' } }),
      { title: { en: '' }, blocks: [] },
      { title: { en: 'x' } },
    ];
    for (const value of bad) {
      const { messageBn } = refusal(value);
      expect(unquoted(messageBn)).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});

describe('content the check passes', () => {
  it('passes every page the site is seeded with, and its settings', () => {
    for (const [slug, content] of Object.entries(seedPages()))
      expect([slug, checkPageContent(content).ok]).toEqual([slug, true]);
    expect(checkSiteSettings(seedSettings()).ok).toBe(true);
  });

  it('has a check for every block type, and only the leaf types may sit inside a tab or card', () => {
    expect(Object.keys(BLOCK_CHECKS).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(LEAF_BLOCK_TYPES).toEqual(['heading', 'paragraph', 'image', 'people', 'figures', 'button', 'files']);
  });
});

describe('the site settings the check refuses', () => {
  it('names an office phone that cannot be dialled, in both languages', () => {
    const settings = seedSettings();
    settings.contact.offices[0]!.phone = { value: 'call us' };
    const checked = checkSiteSettings(settings);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problem).toEqual({
      path: 'contact.offices.0.phone.value',
      message: 'Contact details, office 1, phone: the phone number "call us" has characters a phone cannot dial.',
      messageBn: 'যোগাযোগের তথ্য, দপ্তর ১, ফোন: ফোন নম্বর "call us"-এ এমন অক্ষর আছে যা ফোনে ডায়াল করা যায় না।',
    });
  });
});
