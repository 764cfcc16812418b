// Accessible tabs (WAI-ARIA APG "Tabs with automatic activation"): one tab stop, arrow keys move
// and select, Home/End jump to the ends, each panel labelled by its tab.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

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
    <Layout $vertical={orientation === 'vertical'}>
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
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
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
          id={`${base}-panel-${item.id}`}
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

const Tab = styled.button<{ $selected: boolean }>`
  min-height: 44px;
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
