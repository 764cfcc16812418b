// Desktop view (>= 768 px) of one major's alumni (SPEC.md §2.8). Fixed column widths, the same in every
// major's table, so the groups line up one under another (each group sized its
// columns to its own content).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Alumni } from '@gsvmc/shared-types';
import { bengaliDigits, useLocale, useMessages } from '@gsvmc/shared-kit';
import { positionText } from '../alumniFormat';
import { alumniMessages } from '../messages';
import { ConnectLinks } from './ConnectLinks';

export function AlumniTable({
  alumni,
  caption,
  actions,
}: {
  alumni: Alumni[];
  caption: string;
  actions?: (a: Alumni) => ReactNode;
}) {
  const t = useMessages(alumniMessages);
  const locale = useLocale();
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <colgroup>
          {(actions ? WIDTHS_WITH_ACTIONS : WIDTHS).map((w, i) => (
            <col key={i} style={{ width: w }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('fullName')}</th>
            <th scope="col">{t('graduationYearColumn')}</th>
            <th scope="col">{t('degree')}</th>
            <th scope="col">{t('currentPosition')}</th>
            <th scope="col">{t('location')}</th>
            <th scope="col">{t('connect')}</th>
            {actions && <th scope="col">{t('actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {alumni.map((a) => (
            <tr key={a._id}>
              <th scope="row">{a.fullName}</th>
              <td>{locale === 'bn' ? bengaliDigits(a.graduationYear) : a.graduationYear}</td>
              <td>{a.degree}</td>
              <td>{positionText(a, (parts) => t('position', parts)) || '—'}</td>
              <td>{a.location || '—'}</td>
              <td>
                <ConnectLinks alumnus={a} labels="short" />
              </td>
              {actions && <td>{actions(a)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/**
 * Full Name, Graduation Year, Degree, Current Position, Location, Connect (, Actions). The actions
 * column is as wide as Edit and Delete set apart (shared-kit's RowActions) need in either language: a
 * share of the table clipped Delete beside the admin portal's sidebar. The text columns share the
 * rest and wrap.
 */
const WIDTHS = ['20%', '13%', '10%', '24%', '15%', '18%'];
const WIDTHS_WITH_ACTIONS = ['17%', '11%', '9%', '17%', '10%', '11%', '13rem'];

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: 10px 12px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: break-word;
  }
  thead th {
    background: ${({ theme }) => theme.color.primaryLight};
    color: ${({ theme }) => theme.color.primaryDark};
    font-size: 0.85rem;
    /* Headers wrap between words only. */
    overflow-wrap: normal;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.color.background};
  }
`;
