// The directory of SPEC.md §2.9: top-level links and two disclosure groups, one open at a time.
import { useId, useState } from 'react';
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

  return (
    <nav aria-label={t('departments')}>
      <List>
        {items.map((item, i) =>
          item.children ? (
            <li key={item.name}>
              <GroupButton
                type="button"
                aria-expanded={open === item.name}
                aria-controls={`${base}-group-${i}`}
                onClick={() => setOpen((current) => (current === item.name ? null : item.name))}
              >
                <span>{departmentName(item.name, locale)}</span>
                <Caret aria-hidden="true" $open={open === item.name} />
              </GroupButton>
              <SubList id={`${base}-group-${i}`} hidden={open !== item.name}>
                {item.children.map((child) => (
                  <li key={child.name}>
                    <DepartmentLink name={child.name} parent={item.name} />
                  </li>
                ))}
              </SubList>
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

const GroupButton = styled.button`
  ${rowStyle}
  border: 0;
  background: none;
  font-weight: 700;
  color: ${({ theme }) => theme.color.primaryDark};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primaryLight};
  }
`;

const Caret = styled.span<{ $open: boolean }>`
  width: 10px;
  height: 10px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform 0.2s;
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
