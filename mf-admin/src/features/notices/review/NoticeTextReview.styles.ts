// The look of NoticeTextReview: its styled parts, kept apart from what the page does.
import styled from 'styled-components';

export const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  h2 {
    margin: 0 0 16px;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
  button {
    white-space: nowrap;
  }
`;

// The text beside the page it was read from, where two columns fit; the picture above it on a phone.
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  @media (min-width: 900px) {
    grid-template-columns: minmax(220px, 38%) minmax(0, 1fr);
  }
`;

export const Picture = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  img {
    width: 100%;
    max-width: min(420px, 70vw);
    height: auto;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: #fff;
  }
  a {
    font-weight: 600;
    min-height: 32px;
  }
`;

export const TextColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 320px;
    font-size: 1rem;
    line-height: 1.55;
  }
`;

export const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningLight};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

export const TitleBox = styled.div`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryLight};
  p {
    margin: 0;
    font-weight: 600;
  }
`;
