// Footer of the common frame (SPEC.md §2.2): a contact summary and the most used links.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getRuntimeConfig, partsInDhaka, useGetSiteSettingsQuery } from '@gsvmc/shared-kit';
import { DEFAULT_WEBMAIL_URL } from './navItems';
import { PATHS } from '@gsvmc/shared-types';

/**
 * The year at the college (Dhaka time), not in the reader's or the server's time zone: the server's
 * HTML and the browser's hydration then agree on New Year's Eve too.
 */
function collegeYear(): string {
  return String(partsInDhaka(new Date()).year);
}

const QUICK_LINKS: ReadonlyArray<readonly [to: string, label: string]> = [
  [PATHS.admission, 'Admission'],
  [PATHS.notice, 'NoticeBoard'],
  [PATHS.facultyTable, 'Faculties'],
  [PATHS.departments, 'Departments'],
  [PATHS.contact, 'Contact'],
];

export function SiteFooter() {
  // The town and office hours are the site settings' (edited in the admin portal), as on the contact page.
  const settings = useGetSiteSettingsQuery().data?.content;
  const webmail = settings?.webmailUrl || getRuntimeConfig().webmailUrl || DEFAULT_WEBMAIL_URL;
  const lines = settings?.contact.addressLines ?? [];
  // A placeholder street address is left out; its last line (the town) is real.
  const address = settings?.contact.addressIsPlaceholder ? lines.slice(-1) : lines;
  return (
    <Footer>
      <Inner>
        <section aria-labelledby="footer-college">
          <h2 id="footer-college">GSVMC</h2>
          <p>A community-based medical college with a dental unit.</p>
          {settings && (
            <address>
              {address.map((line, i) => (
                <Fragment key={i}>
                  {line.en}
                  <br />
                </Fragment>
              ))}
              Office hours: {settings.contact.officeHours.en}
            </address>
          )}
        </section>
        <nav aria-label="Footer">
          <h2>Quick links</h2>
          <ul>
            {QUICK_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            <li>
              <a href={webmail} target="_blank" rel="noopener noreferrer">
                Webmail<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
      </Inner>
      <Copy>© {collegeYear()} GSVMC. All rights reserved.</Copy>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.color.primaryDark};
  color: #e8f2ee;
  a {
    color: #fff;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
    color: #fff;
  }
  p,
  address {
    margin: 0 0 8px;
    font-style: normal;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, max-content));
    gap: 6px 24px;
  }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px;
`;

const Copy = styled.p`
  margin: 0 !important;
  padding: 12px 16px;
  text-align: center;
  font-size: 0.85rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;
