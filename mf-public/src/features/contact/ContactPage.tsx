// SPEC.md §2.12 Contact.
import styled from 'styled-components';
import { PageContainer, PageHeader, useDocumentTitle } from '@gsvmc/shared-kit';
import { InfoCard, Notice, SampleBadge, Section } from '../../ui/Content';
import { CONTACT, SOCIAL_LINKS } from './data';

export default function ContactPage() {
  useDocumentTitle('Contact');
  const placeholder = CONTACT.isPlaceholder;
  return (
    <PageContainer>
      <PageHeader title="Contact Us" crumbs={[{ label: 'Home', to: '/' }, { label: 'Contact' }]} />
      {placeholder && (
        <Notice>
          The address, phone numbers and email addresses on this page are placeholders until the college publishes its
          contact details.
        </Notice>
      )}
      <Top>
        <InfoCard>
          <h2>Address {placeholder && <SampleBadge label="Placeholder" />}</h2>
          <address>
            {CONTACT.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </InfoCard>
        <InfoCard>
          <h2>Office Hours</h2>
          <p>{CONTACT.officeHours}</p>
        </InfoCard>
      </Top>
      <Section title="Offices" id="contact-offices">
        <Offices>
          {CONTACT.offices.map((o) => (
            <li key={o.name}>
              <InfoCard>
                <h3>
                  {o.name} {placeholder && <SampleBadge label="Placeholder" />}
                </h3>
                <dl>
                  <dt>Phone</dt>
                  <dd>{placeholder ? o.phone : <a href={`tel:${o.phone.replace(/[^+\d]/g, '')}`}>{o.phone}</a>}</dd>
                  <dt>Email</dt>
                  <dd>{placeholder ? o.email : <a href={`mailto:${o.email}`}>{o.email}</a>}</dd>
                </dl>
              </InfoCard>
            </li>
          ))}
        </Offices>
      </Section>
      {SOCIAL_LINKS.length > 0 && (
        <Section title="Follow Us" id="contact-social">
          <Social>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </Social>
        </Section>
      )}
    </PageContainer>
  );
}

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

const Offices = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
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
    overflow-wrap: anywhere;
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
