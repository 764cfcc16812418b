import styled from 'styled-components';
import { useMessages } from '@gsvmc/shared-kit';
import { uiMessages } from './messages';

/**
 * Initials of a name, e.g. "Faculty Member 1" -> "FM", "ডা. রহিম উদ্দিন" -> "রউ"; what a card shows when
 * it has no picture. A Bengali initial is the word's first letter (a vowel sign after it is left off).
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .replace(/^(dr|prof|ডা|ডাঃ|অধ্যাপক)\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/**
 * A square picture of a person, or their initials when there is none. Fixed size and lazy loading so
 * cards never shift as pictures arrive.
 */
export function Avatar({ name, src, size = 96 }: { name: string; src?: string; size?: number }) {
  const t = useMessages(uiMessages);
  if (src) {
    return (
      <Picture
        src={src}
        alt={t('photoOf', { name })}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        $size={size}
      />
    );
  }
  return (
    <Initials aria-hidden="true" $size={size}>
      {initialsOf(name)}
    </Initials>
  );
}

/** A neutral person icon, for faculty cards without a picture (SPEC.md §2.10 "placeholder icon"). */
export function PersonIcon({ size = 96 }: { size?: number }) {
  return (
    <IconBox $size={size} aria-hidden="true" data-testid="placeholder-icon">
      <svg viewBox="0 0 24 24" width={size * 0.55} height={size * 0.55} fill="currentColor" focusable="false">
        <circle cx="12" cy="8" r="4.2" />
        <path d="M3.5 21c.6-4.6 4-7.4 8.5-7.4s7.9 2.8 8.5 7.4z" />
      </svg>
    </IconBox>
  );
}

const Picture = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  aspect-ratio: 1;
  object-fit: cover;
  border-radius: 50%;
  flex: none;
  background: ${({ theme }) => theme.color.primaryLight};
`;

const Initials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  font-size: ${({ $size }) => Math.round($size / 2.6)}px;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
  background: ${({ theme }) => theme.color.primaryLight};
`;

const IconBox = styled(Initials)`
  color: ${({ theme }) => theme.color.primary};
`;
