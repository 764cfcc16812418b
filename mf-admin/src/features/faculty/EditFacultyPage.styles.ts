// The faculty editor's look: the page, the profile's summary and picture choice, the lists' view.
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Page = styled.div`
  max-width: 1000px;
`;

export const BackLink = styled(Link)`
  font-weight: 600;
`;

export const ProfileView = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 20px;
  align-items: flex-start;
  img {
    width: 112px;
    height: 112px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 6px 16px;
    margin: 0;
    min-width: 0;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

export const NoPicture = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 112px;
  height: 112px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primaryLight};
  color: ${({ theme }) => theme.color.primaryDark};
  font-size: 2.5rem;
  font-weight: 700;
`;

export const ViewList = styled.ul`
  margin: 0;
  padding-left: 20px;
  li + li {
    margin-top: 4px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

export const PictureChoice = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.color.muted};
  img {
    border-radius: 50%;
    object-fit: cover;
  }
`;
