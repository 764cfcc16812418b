// Full-size photo viewer: buttons, ArrowLeft/ArrowRight, Escape and swipe (SPEC.md §2.5).
// The kit's dialog (focus, Escape, inert page, no scroll) with its own look: a dark full-screen stage,
// no title bar, and arrow keys of its own.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Photo } from '@gsvmc/shared-types';
import { fileUrl, useLocale, useMessages } from '@gsvmc/shared-kit';
import { DialogContent, DialogFrame, DialogTitle } from '@gsvmc/shared-kit/dialog';
import { langAttr } from '../../../components/textLang';
import { lightboxMessages } from './lightbox.messages';

/** Horizontal travel (px) that counts as a swipe rather than a tap. */
export const SWIPE_THRESHOLD = 50;

export function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: readonly Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const t = useMessages(lightboxMessages);
  const locale = useLocale();
  const stage = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = photos.length;
  const photo = photos[index];
  // Wraps around, so the last photo's "next" is the first.
  const go = (step: number) => onIndexChange((index + step + count) % count);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      go(1);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go(-1);
    }
  }

  // Fetch the neighbours ahead, so that next and previous show at once.
  useEffect(() => {
    if (count < 2) return;
    for (const step of [1, -1]) {
      const neighbour = photos[(index + step + count) % count];
      if (neighbour) new Image().src = fileUrl(neighbour.imageUrl);
    }
  }, [photos, index, count]);

  if (!photo) return null;

  return (
    <DialogFrame onClose={onClose}>
      <DialogContent
        asChild
        aria-describedby={undefined}
        // The stage itself takes focus, so the arrow keys work at once and no button looks pressed.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          stage.current?.focus();
        }}
        onKeyDown={onKeyDown}
      >
        <Stage ref={stage} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
          <DialogTitle className="visually-hidden">{t('viewer')}</DialogTitle>
          <Close type="button" aria-label={t('close')} onClick={onClose}>
            ×
          </Close>
          <Figure
            onPointerDown={(e) => {
              swipeStart.current = { x: e.clientX, y: e.clientY };
            }}
            onPointerUp={(e) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (!start || count < 2) return;
              const dx = e.clientX - start.x;
              const dy = e.clientY - start.y;
              if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
            }}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <img src={fileUrl(photo.imageUrl)} alt={photo.title} draggable={false} />
            <figcaption>
              <span lang={langAttr(photo.title, locale)}>{photo.title}</span>
              <Counter aria-live="polite">{t('position', { n: index + 1, count })}</Counter>
            </figcaption>
          </Figure>
          {count > 1 && (
            <>
              <Nav type="button" $side="left" aria-label={t('previous')} onClick={() => go(-1)}>
                ‹
              </Nav>
              <Nav type="button" $side="right" aria-label={t('next')} onClick={() => go(1)}>
                ›
              </Nav>
            </>
          )}
        </Stage>
      </DialogContent>
    </DialogFrame>
  );
}

const Stage = styled.div`
  position: fixed;
  inset: 0;
  z-index: 950;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 56px 64px;
  /* Opaque: at 97 % the page's text showed through behind the caption. */
  background: rgb(8, 12, 18);
  color: #fff;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 56px 8px 72px;
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 100%;
  max-height: 100%;
  /* Horizontal moves reach the swipe handler instead of scrolling the page. */
  touch-action: pan-y;
  user-select: none;
  img {
    display: block;
    max-width: 100%;
    max-height: calc(100vh - 160px);
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 4px 16px;
    text-align: center;
  }
`;

const Counter = styled.span`
  color: #cfd6dd;
  font-variant-numeric: tabular-nums;
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.24);
  }
`;

const Nav = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.12);
  color: #fff;
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.24);
  }
  ${({ theme }) => theme.media.mobile} {
    top: auto;
    bottom: 12px;
    transform: none;
  }
`;
