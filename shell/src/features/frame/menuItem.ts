// The look both account menus give their links and buttons (the mobile panel and the desktop profile
// menu): a full-width, borderless row that reads as one item whichever element it is.
import { css } from 'styled-components';

export const menuItem = css`
  a,
  button {
    width: 100%;
    padding: 8px 12px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;
