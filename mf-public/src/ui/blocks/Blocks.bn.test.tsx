import { screen } from '@testing-library/react';
import type { Block } from '@gsvmc/shared-types';
import { Blocks } from './Blocks';
import { renderInBengali } from '../../../test/inBengali';

const p = (text: string) => [{ type: 'p' as const, children: [{ text }] }];

// Content typed only in English, and one text with its Bengali: what a Bengali page shows of each.
const BLOCKS: Block[] = [
  { id: 'h', type: 'heading', level: 2, anchor: 'hours', text: { en: 'Visiting hours' } },
  { id: 'p1', type: 'paragraph', text: { en: p('Open every day.') } },
  { id: 'p2', type: 'paragraph', text: { en: p('Closed on Friday.'), bn: p('শুক্রবার বন্ধ।') } },
  {
    id: 'f',
    type: 'figures',
    figures: [
      { value: { en: '1,250' }, label: { en: 'beds' } },
      { value: { en: 'Five' }, label: { en: 'wards', bn: 'ওয়ার্ড' } },
    ],
  },
  {
    id: 'pe',
    type: 'people',
    people: [
      {
        name: { en: 'Dr. A. Rahman' },
        position: { en: 'Associate Professor', bn: 'সহযোগী অধ্যাপক' },
        department: { en: 'Dental Anatomy' },
        email: 'a@example.org',
      },
    ],
  },
  { id: 'fl', type: 'files', files: [{ title: { en: 'Prospectus' }, href: '/uploads/files/p.pdf' }] },
  { id: 'b', type: 'button', style: 'link', label: { en: 'Contact us', bn: 'যোগাযোগ করুন' }, href: '/contact' },
];

describe('Blocks in Bengali', () => {
  it('shows each Bengali text, and the English of the rest marked lang="en"', () => {
    renderInBengali(<Blocks blocks={BLOCKS} />);
    expect(screen.getByText('Visiting hours')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Open every day.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('শুক্রবার বন্ধ।')).not.toHaveAttribute('lang');
    expect(screen.queryByText('Closed on Friday.')).not.toBeInTheDocument();
    expect(screen.getByText('Prospectus')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/contact');
  });

  it('writes an untranslated figure in Bengali digits, and words as the marked fallback', () => {
    renderInBengali(<Blocks blocks={BLOCKS} />);
    expect(screen.getByText('১,২৫০')).not.toHaveAttribute('lang');
    expect(screen.getByText('Five')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('beds')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('ওয়ার্ড')).toBeInTheDocument();
  });

  it('labels a person card in Bengali and marks each untranslated field', () => {
    renderInBengali(<Blocks blocks={BLOCKS} />);
    const name = screen.getByRole('heading', { level: 3, name: 'Dr. A. Rahman' });
    expect(name).toHaveAttribute('lang', 'en');
    const card = name.parentElement!;
    expect(card).toHaveTextContent('পদ: সহযোগী অধ্যাপক · বিভাগ: Dental Anatomy');
    expect(screen.getByText('Dental Anatomy')).toHaveAttribute('lang', 'en');
    expect(card.querySelectorAll('[lang="en"]')).toHaveLength(2);
    expect(screen.getByText('ইমেইল')).toBeInTheDocument();
  });
});
