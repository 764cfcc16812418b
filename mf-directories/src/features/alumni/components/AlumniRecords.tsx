// One major's alumni as a table (wide screens) or as a list of cards (phones; and for staff, whose
// Edit and Delete need the room, below 1100 px). Part of AlumniDirectoryPage.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Alumni } from '@gsvmc/shared-types';
import { AlumniMobileList } from './AlumniMobileList';
import { AlumniTable } from './AlumniTable';

/**
 * `asList` is null when the page does not know the window's width yet (the server's HTML, and the
 * browser hydrating it): both are drawn and CSS shows the one for the width, so a phone gets the cards
 * from the first paint, with JavaScript off too. Each keeps its place in the tree when the width becomes
 * known, so a card the visitor opened before then stays open.
 */
export function AlumniRecords({
  alumni,
  label,
  asList,
  actions,
}: {
  alumni: Alumni[];
  label: string;
  asList: boolean | null;
  actions?: (a: Alumni) => ReactNode;
}) {
  const known = asList !== null;
  return (
    <>
      <Variant $onlyBelowBreakpoint={!known}>
        {asList !== false && <AlumniMobileList alumni={alumni} label={label} actions={actions} />}
      </Variant>
      <Variant $onlyFromBreakpoint={!known}>
        {asList !== true && <AlumniTable alumni={alumni} caption={label} actions={actions} />}
      </Variant>
    </>
  );
}

const Variant = styled.div<{ $onlyBelowBreakpoint?: boolean; $onlyFromBreakpoint?: boolean }>`
  ${({ $onlyBelowBreakpoint, theme }) => ($onlyBelowBreakpoint ? `${theme.media.desktop} { display: none; }` : '')}
  ${({ $onlyFromBreakpoint, theme }) => ($onlyFromBreakpoint ? `${theme.media.mobile} { display: none; }` : '')}
`;
