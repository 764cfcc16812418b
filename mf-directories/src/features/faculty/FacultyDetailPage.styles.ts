// A faculty member's page: the header card with picture and facts, the sections, the states.
import styled from 'styled-components';
import { Button, Card } from '@gsvmc/shared-kit';

export const BackButton = styled(Button)`
  margin-bottom: 16px;
  padding-left: 8px;
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 48px 16px;
  text-align: center;
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  p {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export const Header = styled(Card)`
  display: grid;
  grid-template-columns: 180px 1fr;
  gap: 24px;
  align-items: center;
  padding: 24px;
  margin-bottom: 24px;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 4vw, 2rem);
    color: ${({ theme }) => theme.color.primaryDark};
    overflow-wrap: break-word;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
    padding: 16px;
  }
`;

export const Picture = styled.div`
  width: 180px;
  height: 180px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primaryLight};
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  span {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: 4rem;
    color: ${({ theme }) => theme.color.primary};
  }
  ${({ theme }) => theme.media.mobile} {
    width: 140px;
    height: 140px;
  }
`;

export const Designation = styled.p`
  margin: 4px 0 12px;
  font-weight: 600;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.primary};
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0;
  ${({ theme }) => theme.media.mobile} {
    justify-content: center;
  }
  dt {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.muted};
  }
  /* Spacing out letters breaks up Bengali's joined letters. */
  dt:lang(bn) {
    letter-spacing: normal;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
  }
`;

export const Sections = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
`;

export const Panel = styled(Card)`
  padding: 16px 20px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  ul {
    margin: 0;
    padding-left: 20px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    overflow-wrap: break-word;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
  margin: 0;
`;
