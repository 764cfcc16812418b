import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

const ID = '0b6e4f00-1111-4222-8333-444455556666';

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP derivatives with widths, sizes and the derivative size', () => {
    const { container } = render(
      <ResponsiveImage path={`/uploads/photos/${ID}.jpg`} alt="Campus" sizes="(min-width: 900px) 300px, 100vw" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[1]!.getAttribute('srcset')).toBe(
      `/uploads/photos/${ID}.w320.webp 320w, /uploads/photos/${ID}.w640.webp 640w, /uploads/photos/${ID}.w960.webp 960w`,
    );
    expect(sources[0]!.getAttribute('sizes')).toBe('(min-width: 900px) 300px, 100vw');
    const img = screen.getByRole('img', { name: 'Campus' });
    expect(img).toHaveAttribute('src', `/uploads/photos/${ID}.w640.webp`);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
  });

  it('is lazy by default, and fetched first when it is the largest image above the fold', () => {
    render(
      <>
        <ResponsiveImage path={`/uploads/faculty/${ID}.png`} alt="Below" sizes="200px" />
        <ResponsiveImage path={`/uploads/faculty/${ID}.png`} alt="Hero" sizes="200px" priority="high" />
      </>,
    );
    const below = screen.getByRole('img', { name: 'Below' });
    expect(below).toHaveAttribute('loading', 'lazy');
    expect(below).not.toHaveAttribute('fetchpriority', 'high');
    const hero = screen.getByRole('img', { name: 'Hero' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    // Faculty derivatives are square.
    expect(hero).toHaveAttribute('width', hero.getAttribute('height'));
  });

  it('shows a path the API did not store as it is', () => {
    const { container } = render(<ResponsiveImage path="https://example.org/a.png" alt="Elsewhere" sizes="100vw" />);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Elsewhere' })).toHaveAttribute('src', 'https://example.org/a.png');
  });
});
