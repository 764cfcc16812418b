// Accessible tabs (WAI-ARIA APG "Tabs with automatic activation"): one tab stop, arrow keys move
// and select, Home/End jump to the ends, each panel labelled by its tab.
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
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
  const base = useId();
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  // Each tab is a link to its panel: before the script runs and with JavaScript off, CSS shows the
  // panel the address points at (:target) and the first one otherwise. Once hydrated React selects,
  // starting from the panel the visitor had opened.
  const [byCss, setByCss] = useState(true);
  const panelId = (item: TabItem) => `${base}-panel-${item.id}`;
  useLayoutEffect(() => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const chosen = items.findIndex((item) => panelId(item) === hash);
    if (chosen > 0) setSelected(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            href={`#${panelId(item)}`}
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === selected}
            aria-controls={panelId(item)}
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
          key={item.id}
          role="tabpanel"
          id={panelId(item)}
          aria-labelledby={`${base}-tab-${item.id}`}
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
  /* Before hydration: the panel the address names wins over the first. */
  &[data-by-css] [role='tabpanel']:target {
    display: block;
  }
  &[data-by-css]:has([role='tabpanel']:target) [role='tabpanel']:not(:target) {
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
