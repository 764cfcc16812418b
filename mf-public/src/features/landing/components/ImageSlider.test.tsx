import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@gsvmc/shared-kit/test/renderWithProviders';
import { ImageSlider } from './ImageSlider';
import { seedPages, type SlidesBlock } from '@gsvmc/shared-types';
import { toSlides } from '../slides';

// The slides a new site starts with.
const SLIDES = toSlides(seedPages().home!.blocks.find((b): b is SlidesBlock => b.type === 'slides')!);

/** The one slide exposed to assistive technology (the others are aria-hidden). */
const currentSlide = () => screen.getByRole('group', { name: /of 4$/ });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The declarations `element` gets where no script runs (jsdom applies no media query itself). */
function withoutScript(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets))
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText !== '(scripting: none)') continue;
      for (const inner of Array.from(rule.cssRules))
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText))
          for (const name of Array.from(inner.style)) style[name] = inner.style.getPropertyValue(name);
    }
  return style;
}

describe('ImageSlider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled carousel of four slides, starting at the first', () => {
    renderWithProviders(<ImageSlider slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'College highlights' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(currentSlide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(screen.getByRole('img', { name: SLIDES[0]!.alt })).toHaveAttribute('width', '1600');
  });

  it('advances every 3000 ms and wraps from the last to the first', () => {
    renderWithProviders(<ImageSlider slides={SLIDES} />);
    advance(2999);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    advance(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName('3 of 4');
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
  });

  it('keeps its live region silent while rotating', () => {
    renderWithProviders(<ImageSlider slides={SLIDES} />);
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'off');
  });

  it('moves with previous and next, wrapping both ways', () => {
    renderWithProviders(<ImageSlider slides={SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4' }));
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderWithProviders(<ImageSlider slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'College highlights' });
    fireEvent.mouseEnter(region);
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    // Paused: the slides are announced politely again.
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    renderWithProviders(
      <>
        <ImageSlider slides={SLIDES} />
        <button type="button">after</button>
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('stops and restarts with the rotation control', () => {
    renderWithProviders(
      <>
        <ImageSlider slides={SLIDES} />
        <button type="button">after</button>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    advance(10_000);
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(3000);
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
  });

  it('without JavaScript draws no dead buttons and lets every slide be swiped', () => {
    renderWithProviders(<ImageSlider slides={SLIDES} />);
    const controls = screen.getByRole('button', { name: 'Next slide' }).parentElement!;
    expect(controls).toContainElement(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(withoutScript(controls)).toMatchObject({ display: 'none' });
    const strip = currentSlide().parentElement!;
    expect(withoutScript(strip)).toMatchObject({ display: 'flex', 'overflow-x': 'auto' });
    for (const slide of screen.getAllByRole('group', { hidden: true }))
      expect(withoutScript(slide)).toMatchObject({ position: 'relative', opacity: '1', visibility: 'visible' });
  });
});
