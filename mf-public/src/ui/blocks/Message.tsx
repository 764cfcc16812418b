// A signed message with a photo or a person icon: the principal's message on the landing page.
import styled from 'styled-components';
import type { MessageBlock } from '@gsvmc/shared-types';
import { Card, useLocale } from '@gsvmc/shared-kit';
import { SampleBadge, Section } from '../Content';
import { Avatar, PersonIcon } from '../Avatar';
import { imageUrl } from './assets';
import { shown } from './local';
import { Text } from './Text';
import { RichText } from './RichText';

export function Message({ block }: { block: MessageBlock }) {
  const locale = useLocale();
  const heading = <Text shown={shown(block.heading, locale)} />;
  const signature = shown(block.signature, locale);
  return (
    <Section
      id={block.id}
      title={
        block.sample ? (
          <>
            {heading} <SampleBadge />
          </>
        ) : (
          heading
        )
      }
    >
      <Box>
        {block.photo ? (
          <Avatar name={signature.text} src={imageUrl(block.photo)} size={88} />
        ) : (
          <PersonIcon size={88} />
        )}
        <blockquote>
          <RichText text={block.text} />
          <footer>
            — <Text shown={signature} />
          </footer>
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
