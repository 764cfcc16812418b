import styled from 'styled-components';
import { Card } from '@gsvmc/shared-kit';
import { SampleBadge, Section } from '../../../ui/Content';
import { PersonIcon } from '../../../ui/Avatar';
import { PRINCIPAL_MESSAGE } from '../data';

export function PrincipalMessage() {
  const m = PRINCIPAL_MESSAGE;
  return (
    <Section
      id="principal-message"
      title={
        <>
          {m.heading} {m.isSample && <SampleBadge />}
        </>
      }
    >
      <Box>
        <PersonIcon size={88} />
        <blockquote>
          {m.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <footer>— {m.signature}</footer>
        </blockquote>
      </Box>
    </Section>
  );
}

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  ${({ theme }) => theme.media.desktop} {
    flex-direction: row;
    padding: 28px;
  }
  blockquote {
    margin: 0;
    max-width: 75ch;
  }
  p {
    margin: 0 0 12px;
  }
  footer {
    font-weight: 600;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;
