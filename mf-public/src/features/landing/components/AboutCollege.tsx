import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COLLEGE_FACTS, PATHS } from '@gsvmc/shared-types';
import { Prose, Section } from '../../../ui/Content';
import { inWords } from '../../../ui/words';

/** SPEC.md §1 and §9: the figures come from COLLEGE_FACTS, never typed twice. */
export function AboutCollege() {
  const f = COLLEGE_FACTS;
  const facts = [
    { value: String(f.admissionsPerYear), label: 'MBBS students admitted each year' },
    {
      value: `${f.mbbsYears} + ${f.internshipYears}`,
      label: `${inWords(f.mbbsYears)}-year MBBS plus ${inWords(f.internshipYears)}-year internship`,
    },
    { value: String(f.academicHospitals), label: 'academic hospitals' },
    { value: String(f.primaryHealthCentres), label: 'primary health centres' },
  ];
  return (
    <Section title="About the College" id="about-college">
      <Prose>
        <p>
          GSVMC is a private, community-based medical college in Savar, Bangladesh, with a dental unit and an affiliated
          community health organisation. Each year it admits {f.admissionsPerYear} students to a {inWords(f.mbbsYears)}
          -year MBBS programme followed by a {inWords(f.internshipYears)}-year mandatory internship. Students train in{' '}
          {inWords(f.academicHospitals)} academic hospitals and {f.primaryHealthCentres} primary health centres,
          learning medicine where people live as well as in the wards.
        </p>
      </Prose>
      <Facts>
        {facts.map((fact) => (
          <li key={fact.label}>
            <strong>{fact.value}</strong>
            <span>{fact.label}</span>
          </li>
        ))}
      </Facts>
      <Link to={PATHS.about}>Read more about GSVMC</Link>
    </Section>
  );
}

const Facts = styled.ul`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 16px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primaryLight};
  }
  strong {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: clamp(1.6rem, 5vw, 2.2rem);
    color: ${({ theme }) => theme.color.primaryDark};
  }
  span::first-letter {
    text-transform: uppercase;
  }
`;
