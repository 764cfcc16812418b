import type { Block } from '@gsvmc/shared-types';
import { hasEnglishFallback } from './fallback';

const p = (text: string) => [{ type: 'p' as const, children: [{ text }] }];

describe('hasEnglishFallback', () => {
  it('finds a text without Bengali anywhere in the blocks, cards and tabs included', () => {
    const translated: Block = { id: 'a', type: 'paragraph', text: { en: p('Open'), bn: p('খোলা') } };
    const card: Block = {
      id: 'c',
      type: 'cards',
      cards: [
        {
          title: { en: 'Library', bn: 'লাইব্রেরি' },
          blocks: [{ id: 'x', type: 'paragraph', text: { en: p('Books') } }],
        },
      ],
    };
    expect(hasEnglishFallback([translated])).toBe(false);
    expect(hasEnglishFallback([translated, card])).toBe(true);
    expect(hasEnglishFallback([{ id: 'h', type: 'heading', level: 2, text: { en: 'Hours', bn: '  ' } }])).toBe(true);
  });

  it('does not count a figure that is only a number (it is written in Bengali digits)', () => {
    const figures: Block = {
      id: 'f',
      type: 'figures',
      figures: [{ value: { en: '5 + 1' }, label: { en: 'years', bn: 'বছর' } }],
    };
    expect(hasEnglishFallback([figures])).toBe(false);
  });
});
