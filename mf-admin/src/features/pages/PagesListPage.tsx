// /admin/pages: every page of the site by its title and public path, with what state it is in.
import { Link } from 'react-router-dom';
import { PATHS, toPath } from '@gsvmc/shared-types';
import styled from 'styled-components';
import { AsyncView, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { useGetPageListQuery } from './pagesAdminApi';

export default function PagesListPage() {
  useDocumentTitle('Pages');
  const pages = useGetPageListQuery();
  const now = new Date().toISOString();
  return (
    <>
      <PageHeader title="Pages" crumbs={[{ label: 'Dashboard', to: PATHS.admin }, { label: 'Pages' }]} />
      <p>
        Every text a visitor reads. Open a page to change it, preview it and publish it. The banner, contact details and
        links shown on every page are in <Link to={PATHS.adminSite}>Site settings</Link>.
      </p>
      <AsyncView query={pages} loading="Loading the pages..." error="Failed to load the pages." empty="No pages.">
        {(list) => (
          <Table>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Address</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {list.map((p) => (
                <tr key={p.slug}>
                  <td>
                    <Link to={toPath('adminPageEditor', { slug: p.slug })}>{p.title}</Link>
                  </td>
                  <td>{p.path}</td>
                  <td>
                    {p.publishAt && p.publishAt > now
                      ? `Scheduled for ${new Date(p.publishAt).toLocaleString()}`
                      : p.unpublished
                        ? 'Changes not published'
                        : 'Published'}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </AsyncView>
    </>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  td a {
    display: inline-block;
    min-height: 32px;
    padding-top: 4px;
  }
`;
