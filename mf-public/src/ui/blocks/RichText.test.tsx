// A link that stands alone in a paragraph or a list item ("Contact the main office" on the
// Administration page) is a control a thumb taps: 44 × 44 px at least on a phone or a touch screen
// (it was 19 px tall). A link inside a sentence keeps the sentence's line.
import { screen } from '@testing-library/react';
import type { RichText as RichTextValue } from '@gsvmc/shared-types';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { phoneTarget } from '@gsvmc/shared-kit/test/touchTargets';
import { RichText } from './RichText';

const text: RichTextValue = {
  en: [
    { type: 'p', children: [{ text: 'Contact the main office', href: '/contact' }] },
    { type: 'ul', items: [[{ text: 'Prospectus', href: 'https://example.org/prospectus.pdf' }]] },
    {
      type: 'p',
      children: [{ text: 'Hours are on the ' }, { text: 'Contact page', href: '/contact' }, { text: ' of the site.' }],
    },
  ],
};

describe('RichText links', () => {
  it('gives a link standing alone, a page of this site or another, a 44 px target on a phone', () => {
    renderWithProviders(<RichText text={text} />);
    for (const name of ['Contact the main office', 'Prospectus'])
      expect(phoneTarget(screen.getByRole('link', { name }))).toEqual({ minHeight: '44px', minWidth: '44px' });
  });

  it('leaves a link inside a sentence on its line', () => {
    renderWithProviders(<RichText text={text} />);
    expect(phoneTarget(screen.getByRole('link', { name: 'Contact page' }))).toEqual({ minHeight: '', minWidth: '' });
  });
});
