// Landing slider (SPEC.md §2.3, §9: 4 images, 3000 ms, wraps). Follows the WAI-ARIA APG carousel
// pattern: a labelled region with aria-roledescription "carousel", slides as labelled groups,
// previous/next and a rotation control, rotation paused while the pointer is over it or keyboard
// focus is inside it, and a live region that is silent while it rotates (so it does not chatter).
import { useCallback, useEffect, useId, useState, type FocusEvent } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@gsvmc/shared-types';
import { useMediaQuery, useMessages } from '@gsvmc/shared-kit';
import type { Slide } from '../slides';
import { landingMessages } from '../messages';

/** True when focus arrived by keyboard; a mouse click on a control should not freeze the slider. */
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return (target as Element).matches(':focus-visible');
  } catch {
    return true;
  }
}

export function ImageSlider({
  slides,
  intervalMs = LIMITS.sliderIntervalMs,
  label,
}: {
  slides: Slide[];
  intervalMs?: number;
  label?: string;
}) {
  const t = useMessages(landingMessages);
  const id = useId();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null = the visitor has not chosen; then reduced-motion users start with rotation stopped.
  const [stoppedByUser, setStoppedByUser] = useState<boolean | null>(null);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const stopped = stoppedByUser ?? prefersReducedMotion;
  const rotating = count > 1 && !stopped && !hovered && !focused;

  // A fresh timer per slide: after a manual move the next advance is a full interval away.
  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(e.target)) setFocused(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  const toggleRotation = () => {
    if (stopped) {
      setStoppedByUser(false);
      // Starting explicitly overrides the focus pause (APG: rotation resumes only on request).
      setFocused(false);
      setHovered(false);
    } else {
      setStoppedByUser(true);
    }
  };

  if (count === 0) return null;

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label ?? t('highlights')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Viewport id={`${id}-slides`} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <SlideBox
              key={slide.src + i}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slideOf', { n: i + 1, count })}
              aria-hidden={!current}
              inert={!current}
              $current={current}
            >
              <img
                src={slide.src}
                alt={slide.alt}
                lang={slide.altLang}
                width={slide.width}
                height={slide.height}
                // The first slide is the page's largest paint; the others wait until needed.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <Caption lang={slide.captionLang}>{slide.caption}</Caption>
            </SlideBox>
          );
        })}
      </Viewport>
      <Controls>
        <RoundButton type="button" onClick={toggleRotation} aria-label={stopped ? t('startShow') : t('stopShow')}>
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </RoundButton>
        <RoundButton
          type="button"
          aria-controls={`${id}-slides`}
          aria-label={t('previousSlide')}
          onClick={() => go(index - 1)}
        >
          <Chevron dir="left" />
        </RoundButton>
        <Dots>
          {slides.map((slide, i) => (
            <Dot
              key={slide.src + i}
              type="button"
              aria-controls={`${id}-slides`}
              aria-label={t('showSlide', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              $current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </Dots>
        <RoundButton
          type="button"
          aria-controls={`${id}-slides`}
          aria-label={t('nextSlide')}
          onClick={() => go(index + 1)}
        >
          <Chevron dir="right" />
        </RoundButton>
      </Controls>
    </Region>
  );
}

function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={dir === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}

/** A browser that runs no script: the slider's buttons would be dead there. */
const NO_SCRIPT = '@media (scripting: none)';

const Region = styled.section`
  position: relative;
  margin: 0 0 32px;
`;

/** Fixed aspect ratio: the box has its final size before any image arrives (no layout shift). */
const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.primaryLight};
  ${({ theme }) => theme.media.desktop} {
    aspect-ratio: 16 / 7;
  }
  /* Without JavaScript (a data-saving browser, a failed script) the slides are a strip swiped by hand. */
  ${NO_SCRIPT} {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
  }
`;

const SlideBox = styled.div<{ $current: boolean }>`
  position: absolute;
  inset: 0;
  opacity: ${({ $current }) => ($current ? 1 : 0)};
  visibility: ${({ $current }) => ($current ? 'visible' : 'hidden')};
  transition:
    opacity 0.6s ease,
    visibility 0.6s;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${NO_SCRIPT} {
    position: relative;
    flex: 0 0 100%;
    opacity: 1;
    visibility: visible;
    scroll-snap-align: start;
  }
`;

const Caption = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  margin: 0;
  padding: 40px 16px 16px;
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1rem, 2.6vw, 1.6rem);
  color: #fff;
  background: linear-gradient(to top, rgba(7, 30, 22, 0.78), rgba(7, 30, 22, 0));
  ${({ theme }) => theme.media.desktop} {
    padding: 64px 32px 24px;
  }
`;

// Three 44 px buttons and four 44 px dots fit a 360 px phone's 328 px column on one line.
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin-top: 10px;
  /* Buttons that could do nothing without JavaScript are not drawn: the strip is swiped instead. */
  ${NO_SCRIPT} {
    display: none;
  }
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
`;

/** A 44 px hit area around a 12 px dot: a thumb's target on a phone. */
const Dot = styled.button<{ $current: boolean }>`
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme, $current }) => ($current ? theme.color.primary : 'transparent')};
  }
`;
