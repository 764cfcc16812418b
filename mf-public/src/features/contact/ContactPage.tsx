// SPEC.md §2.12 Contact.
import styled from 'styled-components';
import {
  AsyncView,
  PageContainer,
  PageHeader,
  useDocumentTitle,
  useGetPageQuery,
  useGetSiteSettingsQuery,
  useLocale,
  useMessages,
} from '@gsvmc/shared-kit';
import { InfoCard, Notice, SampleBadge, Section } from '../../ui/Content';
import { uiMessages } from '../../ui/messages';
import { inBothLanguages, pageTitle } from '../../ui/blocks/pageTitle';
import { Text } from '../../ui/blocks/Text';
import { contactFromSettings, mapUrl, telHref, type ContactDetail, type ContactInfo } from './data';
import { contactMessages, contactPageName } from './messages';
import { PATHS } from '@gsvmc/shared-types';

/**
 * An e-mail address that may break after its "@" on a narrow card, never inside a word
 *.
 */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/** A phone a phone can call and an address it can write to, once real; a placeholder stays text. */
function Detail({ kind, detail }: { kind: 'phone' | 'email'; detail: ContactDetail }) {
  const text = kind === 'email' ? <Email address={detail.value} /> : detail.value;
  if (!detail.real) return <>{text}</>;
  return <a href={kind === 'email' ? `mailto:${detail.value}` : telHref(detail.value)}>{text}</a>;
}

export default function ContactPage() {
  const t = useMessages(contactMessages);
  const ui = useMessages(uiMessages);
  const locale = useLocale();
  useDocumentTitle(t('contact'));
  const page = useGetPageQuery('contact');
  const settings = useGetSiteSettingsQuery();
  const own = inBothLanguages(contactPageName, 'contactUs');
  return (
    <PageContainer>
      <PageHeader
        title={<Text shown={pageTitle(page.data?.content.title, own, locale)} />}
        crumbs={[{ label: ui('home'), to: PATHS.home }, { label: t('contact') }]}
      />
      <AsyncView query={settings} loading={t('loadingDetails')} error={t('detailsFailed')}>
        {({ content }) => <ContactDetails contact={contactFromSettings(content, locale)} social={content.social} />}
      </AsyncView>
    </PageContainer>
  );
}

export function ContactDetails({ contact, social }: { contact: ContactInfo; social: { name: string; url: string }[] }) {
  const t = useMessages(contactMessages);
  const ui = useMessages(uiMessages);
  const anyPlaceholder = !contact.address.real || contact.offices.some((o) => !o.phone.real || !o.email.real);
  return (
    <>
      {anyPlaceholder && <Notice>{t('placeholderNote')}</Notice>}
      <Top>
        <InfoCard>
          <h2>
            {t('address')} {!contact.address.real && <SampleBadge label={ui('placeholder')} />}
          </h2>
          <address>
            {contact.address.lines.map((line, i) => (
              <span key={line} lang={contact.address.langs?.[i]}>
                {line}
              </span>
            ))}
          </address>
          <MapLink href={mapUrl(contact.mapQuery)} target="_blank" rel="noopener noreferrer">
            {t('findOnMap')}
            <span className="visually-hidden">{t('opensMap')}</span>
          </MapLink>
        </InfoCard>
        <InfoCard>
          <h2>{t('officeHours')}</h2>
          <p lang={contact.officeHoursLang}>{contact.officeHours}</p>
        </InfoCard>
      </Top>
      <Section title={t('offices')} id="contact-offices">
        <Offices>
          {contact.offices.map((o) => (
            <li key={o.name}>
              <InfoCard>
                <h3>
                  <span lang={o.nameLang}>{o.name}</span>{' '}
                  {(!o.phone.real || !o.email.real) && <SampleBadge label={ui('placeholder')} />}
                </h3>
                <dl>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <Detail kind="phone" detail={o.phone} />
                  </dd>
                  <dt>{t('email')}</dt>
                  <dd>
                    <Detail kind="email" detail={o.email} />
                  </dd>
                </dl>
              </InfoCard>
            </li>
          ))}
        </Offices>
      </Section>
      {social.length > 0 && (
        <Section title={t('followUs')} id="contact-social">
          <Social>
            {social.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </Social>
        </Section>
      )}
    </>
  );
}

const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
`;

const Top = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 32px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.color.primaryDark};
  }
  address {
    display: flex;
    flex-direction: column;
    font-style: normal;
  }
`;

// Cards of one row share its height (ragged rows).
const Offices = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 10px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    /* break-word, not anywhere: only a word too long for a line of its own is split. */
    overflow-wrap: break-word;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
