// People cards (the dental faculty): compact, one short card each (15 tall cards made a 6,800 px page
// on a phone): name, position and department on a line, then the other fields as label-value pairs.
import styled from 'styled-components';
import type { PersonCard } from '@gsvmc/shared-types';
import { Card, useLocale, useMessages } from '@gsvmc/shared-kit';
import { Avatar } from '../Avatar';
import { imageUrl } from './assets';
import { uiMessages } from '../messages';
import { shown } from './local';
import { Text } from './Text';

function Person({ person }: { person: PersonCard }) {
  const locale = useLocale();
  const t = useMessages(uiMessages);
  const name = shown(person.name, locale);
  // A sample's contact details are never links: a tel: or mailto: to a made-up contact reaches a stranger.
  const phone =
    person.phone && !person.sample ? (
      <a href={`tel:${person.phone.replace(/[^+\d]/g, '')}`}>{person.phone}</a>
    ) : (
      person.phone
    );
  const email = person.email && !person.sample ? <a href={`mailto:${person.email}`}>{person.email}</a> : person.email;
  // Positions and departments are content like the rest (the seed gives their Bengali from namesBn):
  // looking the fixed lists up here would put every department's Bengali name on pages without cards.
  const position = shown(person.position, locale);
  const department = shown(person.department, locale);
  const qualifications = shown(person.qualifications, locale);
  return (
    <Member>
      <Avatar name={name.text} src={person.image ? imageUrl(person.image) : undefined} size={40} />
      <div>
        <h3 lang={name.lang}>{name.text}</h3>
        {(position.text || department.text) && (
          <Role>
            {position.text && (
              <>
                <span className="visually-hidden">{t('position')}</span>
                <Text shown={position} />
              </>
            )}
            {position.text && department.text && <span aria-hidden="true"> · </span>}
            {department.text && (
              <>
                <span className="visually-hidden">{t('department')}</span>
                <Text shown={department} />
              </>
            )}
          </Role>
        )}
        {qualifications.text && <p lang={qualifications.lang}>{qualifications.text}</p>}
        <dl>
          {person.registration && (
            <div>
              <dt>{t('registration')}</dt>
              <dd>{person.registration}</dd>
            </div>
          )}
          {phone && (
            <div>
              <dt>{t('mobile')}</dt>
              <dd>{phone}</dd>
            </div>
          )}
          {email && (
            <div>
              <dt>{t('email')}</dt>
              <dd>{email}</dd>
            </div>
          )}
        </dl>
      </div>
    </Member>
  );
}

export function People({ people }: { people: PersonCard[] }) {
  return (
    <Grid>
      {people.map((person, i) => (
        <li key={i}>
          <Person person={person} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  li {
    display: flex;
    /* A grid item is at least as wide as its longest word: without this, a long e-mail address
       widened the column past the page's edge on a phone. */
    min-width: 0;
  }
`;

const Role = styled.p`
  && {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

const Member = styled(Card)`
  display: flex;
  flex: 1;
  gap: 12px;
  padding: 12px 14px;
  > div {
    min-width: 0;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0 0 4px;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.9rem;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 14px;
    margin: 0;
    font-size: 0.85rem;
  }
  dl > div {
    display: flex;
    /* A long value (an e-mail address) moves below its label rather than breaking. */
    flex-wrap: wrap;
    gap: 0 4px;
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    /* anywhere: an address breaks only when it cannot fit a line of its own, and its length does not
       set the card's least width (break-word would). */
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;
