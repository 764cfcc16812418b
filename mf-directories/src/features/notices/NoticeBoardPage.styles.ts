// The notice board's look: the filter toolbar, the month groups and the list.
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 20px;
`;

export const CategoryForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;
  width: min(360px, 100%);
  & > div {
    flex: 1;
  }
`;

export const FeedLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

export const AllLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 12px;
  font-weight: 600;
`;

export const Group = styled.section`
  margin-bottom: 24px;
`;

export const GroupHeading = styled.h2`
  margin: 0 0 10px;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.primaryDark};
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  margin: 8px 0 16px;
  color: ${({ theme }) => theme.color.muted};
`;

// A Bengali date is 100 to 145 px wide in the badge's type (measured in
// Chromium with Noto Sans Bengali), against at most 100 px for "2026 Sep 28": its column is wider, so
// that every date keeps one line and the titles still line up from card to card.
