// SPEC.md §2.12 Facilities: four cards, edited in the admin portal as the page's cards block.
import styled from 'styled-components';
import { PATHS } from '@gsvmc/shared-types';
import { InfoCard } from '../../ui/Content';
import { Blocks, Plain } from '../../ui/blocks/Blocks';
import { ContentPage } from '../../ui/blocks/ContentPage';
import { localText } from '../../ui/blocks/local';

export default function FacilitiesPage() {
  return (
    <ContentPage
      slug="facilities"
      title="Facilities"
      crumbs={[{ label: 'Home', to: PATHS.home }, { label: 'Facilities' }]}
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
                      <h2>{localText(card.title)}</h2>
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
