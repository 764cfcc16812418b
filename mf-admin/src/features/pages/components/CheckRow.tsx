import styled from 'styled-components';

/** A checkbox with its words beside it, wrapping under the words rather than under the box. */
export const CheckRow = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: 10px;
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;
