// Editable content of the About page (SPEC.md §2.11). The college can change any text here.
import { COLLEGE_FACTS } from '@gsvmc/shared-types';
import { inWords } from '../../ui/words';

/**
 * SPEC.md gives the first tab's title as "{name}: The Architect of GSVMC". The founder of the 1971
 * field hospital, of Gonoshasthaya Kendra and of this college is Dr Zafrullah Chowdhury, a matter of
 * public record (issue 13, defect 7). The text keeps to what the record shows; the college can add
 * to it here.
 */
export const FOUNDER_NAME = 'Dr Zafrullah Chowdhury';
export const FOUNDER_IS_SAMPLE = false;

export const FOUNDER_PARAGRAPHS = [
  'Dr Zafrullah Chowdhury (1941–2023) was a physician. In 1971 he helped set up the field hospital that cared for the sick and wounded of the Liberation War.',
  'In 1972 he moved the hospital to Savar, where it grew into Gonoshasthaya Kendra, the community health organisation that remains the college’s affiliated organisation. In 1998 he founded GSVMC, a medical college built on Gonoshasthaya Kendra’s community-based health care.',
];

export const GLANCE = {
  history: [
    'The roots of GSVMC go back to 1971, when a field hospital was set up to care for the sick and wounded. In 1972 the hospital moved and grew into a community health organisation, which remains the college’s affiliated organisation today.',
    'Building on that work, the college was established in 1998 in Savar. It is affiliated with a university and recognised by the ministry responsible for health, by the national medical and dental council, and by the college of physicians and surgeons.',
  ],
  facts: [
    `${COLLEGE_FACTS.admissionsPerYear} MBBS students admitted each year`,
    `A ${COLLEGE_FACTS.mbbsYears}-year MBBS programme plus a ${COLLEGE_FACTS.internshipYears}-year mandatory internship`,
    `${COLLEGE_FACTS.academicHospitals} academic hospitals and ${COLLEGE_FACTS.primaryHealthCentres} primary health centres`,
    'A dental unit offering dental education alongside medicine',
  ],
};

/** SPEC.md §2.11 and §9: four one-month phases. */
export const COMMUNITY_PHASES = [
  {
    name: 'Foundation Course',
    text: 'Students are introduced to the community, its health problems and the health system, and learn the basic skills of communication and survey work.',
  },
  {
    name: 'Field Experience',
    text: 'Students live and work in the field, visiting households, collecting health data and taking part in the work of the primary health centres.',
  },
  {
    name: 'Clinical Integration',
    text: 'Students link what they have seen in the community to clinical care, following patients between health centres and hospitals.',
  },
  {
    name: 'Final Phase',
    text: 'Students analyse and present their community findings and plan simple interventions with the people and health workers they have worked with.',
  },
];

export const CENTRE_PARAGRAPHS = [
  'The Centre for Community Health and Research brings together teaching, service and research in the communities the college serves.',
  'It supports student and faculty research on the health problems of rural and urban communities, helps plan the community programme, and shares its findings with health workers and policy makers.',
];

export const RURAL_CENTRES_PARAGRAPHS = [
  `The college runs ${inWords(COLLEGE_FACTS.ruralHealthCentres)} rural health centres. They give primary care, maternal and child health services and health education to the surrounding villages.`,
  'Students and interns work at the rural health centres during the community programme and the internship, so that every graduate has practised medicine outside the city.',
];
