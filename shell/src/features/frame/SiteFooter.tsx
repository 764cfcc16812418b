// Footer of the common frame (SPEC.md §2.2): a contact summary and the most used links.
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatNumber,
  getRuntimeConfig,
  partsInDhaka,
  phoneTapTarget,
  pickText,
  useGetSiteSettingsQuery,
  useLocale,
  useMessages,
  type Locale,
} from '@gsvmc/shared-kit';
import { navItems } from './navItems';
import { frameMessages, type FrameKey } from './messages';
import { richMessage } from '../../app/richMessage';
import { PATHS } from '@gsvmc/shared-types';

/**
 * The year at the college (Dhaka time), not in the reader's or the server's time zone: the server's
 * HTML and the browser's hydration then agree on New Year's Eve too.
 */
function collegeYear(locale: Locale): string {
  // A year is written without grouping: "2026", "২০২৬".
  return formatNumber(partsInDhaka(new Date()).year, locale).replace(/,/g, '');
}

const QUICK_LINKS: ReadonlyArray<readonly [to: string, label: FrameKey]> = [
  [PATHS.admission, 'admission'],
  [PATHS.notice, 'noticeBoard'],
  [PATHS.facultyTable, 'faculties'],
  [PATHS.departments, 'departments'],
  [PATHS.contact, 'contact'],
];

export function SiteFooter() {
  // The town and office hours are the site settings' (edited in the admin portal), as on the contact page.
  const settings = useGetSiteSettingsQuery().data?.content;
  const webmail = navItems(settings?.webmailUrl || getRuntimeConfig().webmailUrl).find(
    (i) => i.kind === 'external',
  )!.href;
  const lines = settings?.contact.addressLines ?? [];
  // A placeholder street address is left out; its last line (the town) is real.
  const address = settings?.contact.addressIsPlaceholder ? lines.slice(-1) : lines;
  const locale = useLocale();
  const t = useMessages(frameMessages);
  // Settings in the page's language; an English fallback on a Bengali page is marked as English.
  const hours = settings ? pickText(settings.contact.officeHours, locale) : null;
  return (
    <Footer>
      <Inner>
        <section aria-labelledby="footer-college">
          <h2 id="footer-college">{t('footerCollege')}</h2>
          <p>{t('footerAbout')}</p>
          {settings && hours && (
            <address>
              {address.map((line, i) => {
                const picked = pickText(line, locale);
                return (
                  <Fragment key={i}>
                    {picked.fallback ? <span lang="en">{picked.value}</span> : picked.value}
                    <br />
                  </Fragment>
                );
              })}
              {hours.fallback
                ? richMessage(t('officeHours'), { hours: <span lang="en">{hours.value}</span> })
                : t('officeHours').replace('{hours}', () => hours.value)}
            </address>
          )}
        </section>
        <nav aria-label={t('footerNav')}>
          <h2>{t('quickLinks')}</h2>
          <ul>
            {QUICK_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
            <li>
              <a href={webmail} target="_blank" rel="noopener noreferrer">
                {t('webmail')}
                <span className="visually-hidden">{t('opensInNewTab')}</span>
              </a>
            </li>
          </ul>
        </nav>
      </Inner>
      <Copy>{t('copyright', { year: collegeYear(locale) })}</Copy>
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
  nav a {
    ${phoneTapTarget}
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
