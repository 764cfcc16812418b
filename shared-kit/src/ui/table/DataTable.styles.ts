// The admin table's look: toolbar, table, cards and pager, shared by its parts.
import styled, { css } from 'styled-components';
import { thumbHeight } from '../tapTarget';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: end;
`;

export const Search = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 220px;
  max-width: 360px;
  label {
    font-size: 0.85rem;
    font-weight: 600;
  }
  input,
  select {
    min-height: 40px;
    ${thumbHeight}
    padding: 6px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    background: #fff;
  }
`;

export const NoMatch = styled.p`
  margin: 0;
  padding: 16px;
  color: ${({ theme }) => theme.color.muted};
`;

export const TableBox = styled.div`
  min-width: 0;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: break-word;
  }
  thead th {
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    color: ${({ theme }) => theme.color.muted};
    background: ${({ theme }) => theme.color.background};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  /* The actions take the room they need, side by side; the text columns share the rest. */
  .actions {
    width: 1%;
    white-space: nowrap;
  }
  .actions > div {
    flex-wrap: nowrap;
  }
`;

export const SortButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  text-transform: inherit;
  letter-spacing: inherit;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

const highlight = css`
  background: ${({ theme }) => theme.color.warningLight};
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.warning};
`;

export const BodyRow = styled.tr<{ $clickable: boolean; $highlight: boolean }>`
  ${({ $clickable }) => $clickable && 'cursor: pointer;'}
  ${({ $highlight }) => $highlight && highlight}
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

export const New = styled.span`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.color.warning};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const CardList = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $columns }) => ($columns > 1 ? '200px' : '100%')}, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardItem = styled.li<{ $highlight: boolean }>`
  display: flex;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  ${({ $highlight }) => $highlight && highlight}
  > * {
    flex: 1;
    min-width: 0;
  }
`;

export const DefaultCard = styled.div<{ $clickable: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 14px;
  ${({ $clickable }) => $clickable && 'cursor: pointer;'}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    font-family: ${({ theme }) => theme.font.body};
    overflow-wrap: break-word;
  }
  dl {
    display: grid;
    gap: 4px;
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(7em, auto) 1fr;
    gap: 8px;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
  .buttons {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;
