// The directory of SPEC.md §2.9: top-level links and two disclosure groups, one open at a time.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { departmentName, type DepartmentNavItem } from '@gsvmc/shared-types';
import { useLocale, useMessages } from '@gsvmc/shared-kit';
import { departmentLink, type DepartmentState } from '../data';
import { departmentsMessages } from '../messages';

function DepartmentLink({ name, parent }: { name: string; parent?: string }) {
  const locale = useLocale();
  const state: DepartmentState = parent ? { department: name, parent } : { department: name };
  return (
    <ItemLink to={departmentLink(name, parent)} state={state}>
      {departmentName(name, locale)}
    </ItemLink>
  );
}

export function DepartmentDirectory({ items }: { items: DepartmentNavItem[] }) {
  const t = useMessages(departmentsMessages);
  const locale = useLocale();
  const base = useId();
  const [open, setOpen] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // Each group is a native <details> (one open at a time by their shared name): it opens from the
  // server's HTML before the script runs and with JavaScript off. A group opened meanwhile stays open.
  useLayoutEffect(() => {
    const opened = list.current?.querySelector<HTMLElement>(':scope > li > details[open]');
    if (opened?.dataset.group) setOpen(opened.dataset.group);
  }, []);
  // Until then the browser shows or hides a group's links; afterwards a closed group's list is hidden.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  return (
    <nav aria-label={t('departments')}>
      <List ref={list}>
        {items.map((item, i) =>
          item.children ? (
            <li key={item.name}>
              <details name={`${base}-groups`} data-group={item.name} open={open === item.name}>
                {/* A plain summary: the browser tells assistive technology whether its details is open. */}
                <GroupToggle
                  aria-controls={`${base}-group-${i}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setOpen((current) => (current === item.name ? null : item.name));
                  }}
                >
                  <span>{departmentName(item.name, locale)}</span>
                  <Caret aria-hidden="true" />
                </GroupToggle>
                <SubList id={`${base}-group-${i}`} hidden={hydrated && open !== item.name}>
                  {item.children.map((child) => (
                    <li key={child.name}>
                      <DepartmentLink name={child.name} parent={item.name} />
                    </li>
                  ))}
                </SubList>
              </details>
            </li>
          ) : (
            <li key={item.name}>
              <DepartmentLink name={item.name} parent={item.parent} />
            </li>
          ),
        )}
      </List>
    </nav>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const rowStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 10px 16px;
  font: inherit;
  text-align: left;
`;

const ItemLink = styled(Link)`
  ${rowStyle}
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
  }
  &::after {
    content: '›';
    color: ${({ theme }) => theme.color.muted};
    font-size: 1.25rem;
  }
`;

const GroupToggle = styled.summary`
  ${rowStyle}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  border: 0;
  background: none;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;

// Turned by the <details> element's own state, so it is right before hydration too.
const Caret = styled.span`
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(45deg);
  transition: transform 0.2s;
  details[open] > summary > & {
    transform: rotate(-135deg);
  }
`;

const SubList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 8px 16px;
  background: ${({ theme }) => theme.color.background};
  a {
    min-height: 44px;
  }
`;
