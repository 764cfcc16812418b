// SPEC.md §2.12 Facilities: four cards, edited in the admin portal as the page's cards block.
import styled from 'styled-components';
import { useLocale, useMessages } from '@gsvmc/shared-kit';
import { cardAnchor } from '@gsvmc/shared-types';
import { InfoCard } from '../../ui/Content';
import { Blocks, Plain } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { shown } from '../../ui/blocks/local';
import { inBothLanguages } from '../../ui/blocks/pageTitle';
import { Text } from '../../ui/blocks/Text';
import { facilitiesMessages } from './messages';

export default function FacilitiesPage() {
  const t = useMessages(facilitiesMessages);
  const locale = useLocale();
  return (
    <ContentPage
      slug="facilities"
      title={inBothLanguages(facilitiesMessages, 'facilities')}
      crumbs={[{ label: t('facilities') }]}
    >
      {(content) => (
        <Blocks
          blocks={content.blocks}
          renderers={{
            // Taller cards of one height in a list, as the page has always drawn them.
            cards: (block) => (
              <Grid>
                {block.cards.map((card, i) => (
                  <li key={i}>
                    <FacilityCard>
                      {/* The id a site search hit for this card links to. */}
                      <h2 id={cardAnchor(block.id, card, i)}>
                        <Text shown={shown(card.title, locale)} />
                      </h2>
                      <Plain blocks={card.blocks} />
                    </FacilityCard>
                  </li>
                ))}
              </Grid>
            ),
          }}
        />
      )}
    </ContentPage>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`;

const FacilityCard = styled(InfoCard)`
  height: 100%;
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;
