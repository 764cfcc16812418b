// Key figures: the number large, its label under it; two columns on a phone, four on a desktop.
import styled from 'styled-components';
import type { KeyFigure } from '@gsvmc/shared-types';
import { useLocale } from '@gsvmc/shared-kit';
import { figureValue, shown } from './local';
import { Text } from './Text';

export function Figures({ figures }: { figures: KeyFigure[] }) {
  const locale = useLocale();
  return (
    <Facts>
      {figures.map((fact, i) => (
        <li key={i}>
          <strong>
            <Text shown={figureValue(fact.value, locale)} />
          </strong>
          <span>
            <Text shown={shown(fact.label, locale)} />
          </span>
        </li>
      ))}
    </Facts>
  );
}

const Facts = styled.ul`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primaryLight};
  }
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.6rem, 5vw, 2.2rem);
    color: ${({ theme }) => theme.color.primaryDark};
  }
  span::first-letter {
    text-transform: uppercase;
  }
`;
