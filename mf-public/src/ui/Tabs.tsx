// Accessible tabs (WAI-ARIA APG "Tabs with automatic activation"): one tab stop, arrow keys move
// and select, Home/End jump to the ends, each panel labelled by its tab.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

export interface TabItem {
  /** The panel's element id: stable across builds and renders, so an address can name the tab. */
  anchor: string;
  title: ReactNode;
  content: ReactNode;
}

/** Which tab holds the place the address names (its hash): the panel itself or something inside it. */
function tabOfAddress(items: TabItem[], hash: string): number {
  const id = decodeURIComponent(hash.slice(1));
  if (!id) return -1;
  const panel = document.getElementById(id)?.closest('[role="tabpanel"]');
  return panel ? items.findIndex((item) => item.anchor === panel.id) : -1;
}

export function Tabs({
  items,
  label,
  orientation = 'vertical',
}: {
  items: TabItem[];
  label: string;
  orientation?: 'vertical' | 'horizontal';
}) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  // Each tab is a link to its panel: before the script runs and with JavaScript off, CSS shows the
  // panel the address points at (:target), or holds the place it points at, and the first one
  // otherwise. Once hydrated React selects, starting from that same panel, so a tab opened before
  // hydration stays open and a search hit's address ("/about#about-tabs-rural") opens its tab.
  const [byCss, setByCss] = useState(true);
  const tabId = (item: TabItem) => `${item.anchor}-tab`;
  // Also when the address changes while the tabs are on screen (a search hit in another tab of the
  // same page, the browser's Back between two of them).
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const chosen = tabOfAddress(items, hash);
    if (chosen >= 0) setSelected(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
  useEffect(() => setByCss(false), []);

  const select = (i: number) => {
    const next = (i + items.length) % items.length;
    setSelected(next);
    refs.current[next]?.focus();
  };

  // Both axes work whatever the layout: the list is a column on wide screens and a row on phones.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => select(selected + 1),
      ArrowRight: () => select(selected + 1),
      ArrowUp: () => select(selected - 1),
      ArrowLeft: () => select(selected - 1),
      Home: () => select(0),
      End: () => select(items.length - 1),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <Layout $vertical={orientation === 'vertical'} data-by-css={byCss || undefined}>
      <List
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
        $vertical={orientation === 'vertical'}
      >
        {items.map((item, i) => (
          <Tab
            key={item.anchor}
            ref={(el) => {
              refs.current[i] = el;
            }}
            href={`#${item.anchor}`}
            role="tab"
            id={tabId(item)}
            aria-selected={i === selected}
            aria-controls={item.anchor}
            tabIndex={i === selected ? 0 : -1}
            onClick={(e) => {
              e.preventDefault();
              setSelected(i);
            }}
            $selected={i === selected}
          >
            {item.title}
          </Tab>
        ))}
      </List>
      {items.map((item, i) => (
        <Panel
          key={item.anchor}
          role="tabpanel"
          id={item.anchor}
          aria-labelledby={tabId(item)}
          hidden={i !== selected}
          tabIndex={0}
        >
          {item.content}
        </Panel>
      ))}
    </Layout>
  );
}

const Layout = styled.div<{ $vertical: boolean }>`
  display: grid;
  gap: 20px;
  /* Before hydration: the panel the address names, or the one holding the place it names, wins over
     the first. */
  &[data-by-css] [role='tabpanel']:is(:target, :has(:target)) {
    display: block;
  }
  &[data-by-css]:has([role='tabpanel'] :target, [role='tabpanel']:target)
    [role='tabpanel']:not(:target, :has(:target)) {
    display: none;
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: ${({ $vertical }) => ($vertical ? 'minmax(220px, 300px) minmax(0, 1fr)' : '1fr')};
    align-items: start;
  }
`;

const List = styled.div<{ $vertical: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  ${({ theme }) => theme.media.desktop} {
    position: ${({ $vertical }) => ($vertical ? 'sticky' : 'static')};
    top: 96px;
    flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  }
`;

const Tab = styled.a<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  min-height: 44px;
  text-decoration: none;
  padding: 10px 14px;
  text-align: left;
  font: inherit;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $selected }) => ($selected ? '#fff' : theme.color.text)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Panel = styled.div`
  min-width: 0;
  /* A tab's link scrolls its panel into view below the fixed header, not under it. */
  scroll-margin-top: 120px;
  padding: 20px;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme }) => theme.media.desktop} {
    padding: 28px;
  }
  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  p {
    max-width: 75ch;
  }
`;
