// The look of NoticePage: its styled parts, kept apart from what the page does.
import styled from 'styled-components';
import { Link } from 'react-router-dom';

export const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  margin-bottom: 8px;
  font-weight: 600;
`;

export const Missing = styled.div`
  padding: 32px 0;
  h1 {
    margin: 0 0 8px;
  }
`;

// Phones: heading, text, then the file. Wider screens: the file beside the text, as on paper.
export const Layout = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'header' 'body' 'file';
  gap: 20px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 260px;
    grid-template-areas: 'header file' 'body file';
    grid-template-rows: auto 1fr;
    column-gap: 32px;
  }
`;

export const Header = styled.header`
  grid-area: header;
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0 0 8px;
  color: ${({ theme }) => theme.color.muted};
  div {
    display: flex;
    gap: 6px;
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.4rem, 4vw, 2rem);
  overflow-wrap: anywhere;
  &:lang(bn) {
    line-height: ${({ theme }) => theme.lineHeight.headingBengali};
  }
`;

export const Lead = styled.p`
  margin: 8px 0 0;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.color.muted};
`;

export const Body = styled.section`
  grid-area: body;
  max-width: 70ch;
  h2 {
    margin: 0 0 12px;
    font-size: 1.1rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
`;

export const Paragraph = styled.p`
  margin: 0 0 1em;
  font-size: 1.05rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: ${({ theme }) => theme.color.warningLight};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

// On a phone the first page is a small picture beside Download (the text above is what is read);
// beside the text on wider screens it is larger.
export const File = styled.aside<{ $picture: boolean }>`
  grid-area: file;
  display: grid;
  grid-template-columns: ${({ $picture }) => ($picture ? '96px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  grid-template-areas: ${({ $picture }) =>
    $picture ? `'heading heading' 'picture download' 'picture facts'` : `'heading' 'download' 'facts'`};
  grid-template-rows: auto auto 1fr;
  align-items: start;
  gap: 10px 14px;
  > h2 {
    grid-area: heading;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'heading' 'picture' 'download' 'facts';
    grid-template-rows: none;
  }
  padding: 16px;
  align-self: start;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: 16px;
  }
`;

export const PreviewLink = styled.a`
  grid-area: picture;
`;

export const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 226px;
  height: auto;
  aspect-ratio: 240 / 339;
  object-fit: contain;
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const Download = styled.a`
  grid-area: download;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  padding: 6px 20px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryDark};
  }
`;

export const FileFacts = styled.p`
  grid-area: facts;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;
