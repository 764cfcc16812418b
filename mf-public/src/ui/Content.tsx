// Building blocks of the static pages of this remote (not shared: only mf-public uses them).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, useMessages } from '@gsvmc/shared-kit';
import { uiMessages } from './messages';

/** A titled section of a page; the heading level is h2 under the page's h1. */
export function Section({ title, id, children }: { title: ReactNode; id?: string; children: ReactNode }) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <SectionBox aria-labelledby={headingId} id={id}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </SectionBox>
  );
}

/**
 * Marks content that is a stand-in for text the college has not supplied yet (sample entries
 * are marked plainly). The words are visible, not only a colour, so every reader sees them.
 */
export function SampleBadge({ label }: { label?: string }) {
  const t = useMessages(uiMessages);
  return <Badge>{label ?? t('sampleEntry')}</Badge>;
}

export const SectionBox = styled.section`
  margin: 0 0 32px;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: clamp(1.25rem, 3vw, 1.6rem);
  color: ${({ theme }) => theme.color.primaryDark};
`;

export const Prose = styled.div`
  max-width: 75ch;
  p {
    margin: 0 0 12px;
  }
  ul,
  ol {
    margin: 0 0 12px;
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 4px;
  }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningLight};
  border: 1px solid currentColor;
  vertical-align: middle;
`;

/** A responsive grid of cards: one column on phones, as many 260 px columns as fit above. */
export const CardGrid = styled.div<{ $min?: number }>`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;

export const InfoCard = styled(Card)`
  padding: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  p {
    margin: 0 0 8px;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** A note above content that is only a placeholder (SPEC.md calls some pages' text placeholders). */
export const Notice = styled.p`
  margin: 0 0 20px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningLight};
  border-radius: ${({ theme }) => theme.radius.sm};
`;
