// The site's words as they stood when pages became content: what migration 007 stores as the first
// published revision of each page and of the site settings, so that a new site and an existing data
// folder both look exactly as before. Copied from mf-public's former data files (the figures from
// COLLEGE_FACTS, spelled out as the pages spelled them). Frozen: later edits are the college's, made
// in the admin portal, not here.
// Kept here, beside the types, because two packages read it: the API's migration, and mf-public's
// tests, which draw the pages from the same data a new site starts with.
import { COLLEGE_FACTS, DENTAL_DEPARTMENTS, DEPARTMENT_GROUPS, DEPARTMENTS } from './constants';
import { departmentPageSlug, type PageContent, type PersonCard, type SiteSettings } from './content';
import { a, bold, heading, ol, p, paragraph, paragraphs, t, ul } from './contentSeedBuilders';
import { PATHS } from './paths';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => WORDS[n] ?? String(n);
const F = COLLEGE_FACTS;

const home: PageContent = {
  title: t('Landing Page'),
  blocks: [
    {
      id: 'slides',
      type: 'slides',
      slides: [
        [
          'slide-campus',
          'Illustration of the college building at sunrise',
          'A community-based medical college in Savar',
        ],
        [
          'slide-hospital',
          'Illustration of a hospital building with an ambulance',
          'Clinical training across five academic hospitals',
        ],
        [
          'slide-community',
          'Illustration of a rural health centre among village homes',
          'Learning in the community: 17 primary health centres',
        ],
        [
          'slide-library',
          'Illustration of library shelves and a computer showing online databases',
          'A library with 8500+ e-books and four online databases',
        ],
      ].map(([asset, alt, caption]) => ({
        src: `asset:${asset}`,
        alt: t(alt!),
        caption: t(caption!),
        width: 1600,
        height: 700,
      })),
    },
    {
      id: 'principal-message',
      type: 'message',
      sample: true,
      heading: t("Principal's Message"),
      signature: t('The Principal (name to be supplied by the college)'),
      text: {
        en: [
          p(
            'Welcome to GSVMC. Our college was built on the conviction that doctors learn medicine best where people live and work, and not only in hospital wards.',
          ),
          p(
            'From the first year our students spend time in the community, in our academic hospitals and in primary health centres, so that they graduate with the skills and the commitment to serve every patient, in the city and in the village.',
          ),
          p(
            'We invite you to explore this website, read our notices, and contact us with any question about admission, academics or student life.',
          ),
        ],
      },
    },
    heading('about-college', 2, 'About the College', { anchor: 'about-college' }),
    paragraph(
      'about-college-text',
      p(
        `GSVMC is a private, community-based medical college in Savar, Bangladesh, with a dental unit and an affiliated community health organisation. Each year it admits ${F.admissionsPerYear} students to a ${inWords(F.mbbsYears)}-year MBBS programme followed by a ${inWords(F.internshipYears)}-year mandatory internship. Students train in ${inWords(F.academicHospitals)} academic hospitals and ${F.primaryHealthCentres} primary health centres, learning medicine where people live as well as in the wards.`,
      ),
    ),
    {
      id: 'key-figures',
      type: 'figures',
      figures: [
        { value: t(String(F.admissionsPerYear)), label: t('MBBS students admitted each year') },
        {
          value: t(`${F.mbbsYears} + ${F.internshipYears}`),
          label: t(`${inWords(F.mbbsYears)}-year MBBS plus ${inWords(F.internshipYears)}-year internship`),
        },
        { value: t(String(F.academicHospitals)), label: t('academic hospitals') },
        { value: t(String(F.primaryHealthCentres)), label: t('primary health centres') },
      ],
    },
    { id: 'about-more', type: 'button', style: 'link', label: t('Read more about GSVMC'), href: PATHS.about },
  ],
};

const FOUNDER = 'Dr Zafrullah Chowdhury';
const PHASES: [string, string][] = [
  [
    'Foundation Course',
    'Students are introduced to the community, its health problems and the health system, and learn the basic skills of communication and survey work.',
  ],
  [
    'Field Experience',
    'Students live and work in the field, visiting households, collecting health data and taking part in the work of the primary health centres.',
  ],
  [
    'Clinical Integration',
    'Students link what they have seen in the community to clinical care, following patients between health centres and hospitals.',
  ],
  [
    'Final Phase',
    'Students analyse and present their community findings and plan simple interventions with the people and health workers they have worked with.',
  ],
];

const about: PageContent = {
  title: t('About GSVMC'),
  blocks: [
    {
      id: 'about-tabs',
      type: 'tabs',
      label: t('About GSVMC'),
      tabs: [
        {
          id: 'founder',
          title: t(`${FOUNDER}: The Architect of GSVMC`),
          blocks: [
            heading('founder-heading', 2, `${FOUNDER}: The Architect of GSVMC`),
            ...paragraphs('founder', [
              'Dr Zafrullah Chowdhury (1941–2023) was a physician. In 1971 he helped set up the field hospital that cared for the sick and wounded of the Liberation War.',
              'In 1972 he moved the hospital to Savar, where it grew into Gonoshasthaya Kendra, the community health organisation that remains the college’s affiliated organisation. In 1998 he founded GSVMC, a medical college built on Gonoshasthaya Kendra’s community-based health care.',
            ]),
          ],
        },
        {
          id: 'glance',
          title: t('GSVMC at a Glance'),
          blocks: [
            heading('glance-heading', 2, 'GSVMC at a Glance'),
            ...paragraphs('glance', [
              'The roots of GSVMC go back to 1971, when a field hospital was set up to care for the sick and wounded. In 1972 the hospital moved and grew into a community health organisation, which remains the college’s affiliated organisation today.',
              'Building on that work, the college was established in 1998 in Savar. It is affiliated with a university and recognised by the ministry responsible for health, by the national medical and dental council, and by the college of physicians and surgeons.',
            ]),
            paragraph(
              'glance-facts',
              ul(
                `${F.admissionsPerYear} MBBS students admitted each year`,
                `A ${F.mbbsYears}-year MBBS programme plus a ${F.internshipYears}-year mandatory internship`,
                `${F.academicHospitals} academic hospitals and ${F.primaryHealthCentres} primary health centres`,
                'A dental unit offering dental education alongside medicine',
              ),
            ),
          ],
        },
        {
          id: 'cbme',
          title: t('Community-based Medical Education'),
          blocks: [
            heading('cbme-heading', 2, 'Community-based Medical Education'),
            paragraph(
              'cbme-text',
              p(
                `Every student takes part in a ${inWords(F.communityProgrammePhases)}-month community programme made of ${inWords(PHASES.length)} phases of one month each:`,
              ),
              ol(...PHASES.map(([name, text]) => [bold(name), ` (one month): ${text}`])),
            ),
          ],
        },
        {
          id: 'cchr',
          title: t('Centre for Community Health and Research'),
          blocks: [
            heading('cchr-heading', 2, 'Centre for Community Health and Research'),
            ...paragraphs('cchr', [
              'The Centre for Community Health and Research brings together teaching, service and research in the communities the college serves.',
              'It supports student and faculty research on the health problems of rural and urban communities, helps plan the community programme, and shares its findings with health workers and policy makers.',
            ]),
          ],
        },
        {
          id: 'rural',
          title: t('Rural Health Centres'),
          blocks: [
            heading('rural-heading', 2, 'Rural Health Centres'),
            ...paragraphs('rural', [
              `The college runs ${inWords(F.ruralHealthCentres)} rural health centres. They give primary care, maternal and child health services and health education to the surrounding villages.`,
              'Students and interns work at the rural health centres during the community programme and the internship, so that every graduate has practised medicine outside the city.',
            ]),
          ],
        },
      ],
    },
  ],
};

const administration: PageContent = {
  title: t('Administration'),
  blocks: [
    ...paragraphs('administration', [
      'Information about the administration of GSVMC (the governing body, the principal’s office and the administrative offices) will be published on this page.',
      'Until then, the main office answers administrative questions; its address, phone numbers and office hours are on the Contact page.',
    ]),
    paragraph('administration-contact', p(a('Contact the main office', PATHS.contact))),
  ],
};

const academics: PageContent = {
  title: t('Academics'),
  blocks: [
    heading('quality-assurance', 2, 'Quality Assurance', { anchor: 'quality-assurance' }),
    paragraph(
      'quality-assurance-text',
      p(
        'Academic quality at GSVMC is assured by a body made of three parts: the Academic Council, the Academic Coordination Committee and the Phase Coordination Groups.',
      ),
    ),
    {
      id: 'quality-bodies',
      type: 'cards',
      titleLevel: 3,
      cards: [
        [
          'Academic Council',
          'The highest academic body of the college. It sets academic policy, approves curricula, examination schedules and assessment rules, and reviews the quality of teaching.',
        ],
        [
          'Academic Coordination Committee',
          'Puts the council’s decisions into practice: it coordinates the timetable, teaching across departments and the community programme, and reports to the council.',
        ],
        [
          'Phase Coordination Groups',
          'One group for each phase of the MBBS course. Each group plans and monitors teaching and assessment in its phase and collects feedback from students and teachers.',
        ],
      ].map(([name, text], i) => ({ title: t(name!), blocks: [paragraph(`quality-body-${i + 1}`, p(text!))] })),
    },
    // The members are sample roles: SPEC.md says "with members listed" but gives no list.
    heading('council-members', 2, 'Members of the Academic Council', { anchor: 'council-members', sample: true }),
    paragraph(
      'council-text',
      p('The Academic Council is chaired by the principal.'),
      ul(
        [bold('Principal (Chair)')],
        'Vice-Principal',
        'Heads of the pre-clinical departments',
        'Heads of the para-clinical departments',
        'Heads of the clinical departments',
        'Coordinator of the community-based medical education programme',
        'Phase coordinators',
        'Head of the dental unit',
        'Member secretary',
      ),
      p('See also the ', a('academic departments', PATHS.departments), '.'),
    ),
  ],
};

const admission: PageContent = {
  title: t('Admission'),
  // Admission circulars are notices of the "admission" category: the button opens that list.
  headerLink: { label: t('Apply Now'), href: `${PATHS.notice}?category=admission` },
  blocks: [
    paragraph(
      'admission-intro',
      p(
        'Admission circulars, dates and application instructions are published on the ',
        a('notice board', PATHS.notice),
        '. For questions, ',
        a('contact the admissions office', PATHS.contact),
        '.',
      ),
    ),
    {
      id: 'admission-rules',
      type: 'cards',
      min: 300,
      titleLevel: 2,
      cards: [
        {
          title: t('Local Students'),
          blocks: [
            paragraph(
              'local-rules',
              ul(
                'Admission of local students follows the admission policy of the national medical council for private medical colleges.',
                'Fees are as per government rule.',
              ),
            ),
          ],
        },
        {
          title: t('Foreign Students'),
          blocks: [
            paragraph(
              'foreign-rules',
              ul(
                'A number of seats are reserved for foreign students.',
                'Applicants with the equivalents of SSC and HSC need a total GPA of 7, with at least 3 in each.',
                'Applicants with O and A levels are assessed on their best 5 O-level subjects and 3 A-level subjects (Biology, Chemistry and Physics), with at least 3.5 in Biology.',
                'The US 12th grade is accepted.',
              ),
            ),
            heading('foreign-documents-heading', 3, 'Documents to submit'),
            paragraph(
              'foreign-documents',
              ul('An equivalence certificate from the health services directorate', 'An attested copy of the passport'),
            ),
          ],
        },
      ],
    },
  ],
};

const SAMPLE_NAMES = [
  'Dr. Shirin Haque',
  'Dr. Mahmud Hasan',
  'Dr. Taslima Begum',
  'Dr. Kamrul Islam',
  'Dr. Farzana Rahman',
  'Dr. Arif Hossain',
  'Dr. Nasrin Sultana',
  'Dr. Jahid Karim',
  'Dr. Rokeya Khatun',
  'Dr. Sabbir Ahmed',
  'Dr. Lipi Sarkar',
  'Dr. Tanvir Chowdhury',
  'Dr. Moushumi Akter',
  'Dr. Rezaul Kabir',
  'Dr. Sadia Uddin',
];
const POSITIONS = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer'];

/** Fifteen invented stand-ins in the style of the seeded faculty: no real person is named. */
const DENTAL_FACULTY: PersonCard[] = SAMPLE_NAMES.map((given, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    name: t(`${given} (sample)`),
    qualifications: t(i % 3 === 0 ? 'BDS, MS (sample)' : i % 3 === 1 ? 'BDS, FCPS (sample)' : 'BDS (sample)'),
    position: t(POSITIONS[i % POSITIONS.length]!),
    department: t(DENTAL_DEPARTMENTS[i % DENTAL_DEPARTMENTS.length]!),
    registration: `SAMPLE-${n}`,
    phone: `+880 1XXX-XXX0${n}`,
    email: `dental.faculty${n}@example.org`,
    sample: true,
  };
});

const dental: PageContent = {
  title: t('Dental Unit'),
  blocks: [
    heading('dental-about', 2, 'About the Dental Unit', { anchor: 'dental-about' }),
    ...paragraphs('dental-about', [
      'The dental college started in 1997. The dental unit of GSVMC began teaching with the 2012-2013 session.',
      'Admission to the dental unit is as per government rule.',
    ]),
    heading('dental-departments', 2, `Departments (${DENTAL_DEPARTMENTS.length})`, { anchor: 'dental-departments' }),
    heading('dental-faculty', 2, 'Faculty', { anchor: 'dental-faculty' }),
    {
      ...paragraph(
        'dental-faculty-note',
        p(
          'Entries marked “(sample)” stand in until the college publishes its dental faculty; their contact details are not real.',
        ),
      ),
      sample: true,
    },
    { id: 'dental-faculty-cards', type: 'people', people: DENTAL_FACULTY },
  ],
};

const facilities: PageContent = {
  title: t('Facilities'),
  blocks: [
    {
      id: 'facilities',
      type: 'cards',
      min: 260,
      titleLevel: 2,
      cards: [
        {
          title: t('Library'),
          blocks: paragraphs('library', [
            'Open from 8:30 am to 8:30 pm on working days, with reading rooms and a collection of textbooks and journals for every phase of the course.',
            'Digital access to four online databases and 8500+ e-books.',
          ]),
        },
        {
          title: t('Hostel'),
          blocks: paragraphs('hostel', [
            'Residential accommodation is available for students, with study space, meals and supervision, so that students can live close to the college and its hospital.',
          ]),
        },
        {
          title: t('Scholarship'),
          blocks: paragraphs('scholarship', [
            'Scholarships and fee support help deserving students who need financial assistance to complete their studies. Ask the student services office for the current rules.',
          ]),
        },
        {
          title: t('Extracurricular Activities'),
          blocks: paragraphs('extracurricular', [
            'Students take part in sports, cultural programmes, debating, voluntary health camps and student societies alongside their studies.',
          ]),
        },
      ],
    },
  ],
};

/** The contact page's details are site settings (the footer shows them too); the page holds its title. */
const contact: PageContent = { title: t('Contact Us'), blocks: [] };

/** The publications are records of their own; the page holds its title and section heading. */
const journal: PageContent = {
  title: t('Journal'),
  blocks: [heading('journal-recent', 2, 'Recent Publications', { anchor: 'journal-recent' })],
};

const departments: PageContent = {
  title: t('Academic Departments'),
  blocks: [
    heading('departments-overview', 2, 'Overview', { anchor: 'departments-overview' }),
    {
      id: 'overview',
      type: 'cards',
      min: 300,
      titleLevel: 3,
      cards: [
        [
          'Pre-clinical',
          'Anatomy, Physiology and Biochemistry lay the scientific foundation of medicine in the first phase of the MBBS course.',
        ],
        [
          'Para-clinical',
          'Pharmacology & Therapeutics, Forensic Medicine & Toxicology, Pathology, Microbiology and Community Medicine & Public Health link the basic sciences to the care of patients and communities.',
        ],
        [
          'Clinical',
          'Medicine, Surgery, Obstetrics & Gynaecology and their allied subjects teach students at the bedside in the academic hospitals and in the community.',
        ],
        [
          'Research',
          'Every department takes part in research, from laboratory work to community health studies, and involves students in it.',
        ],
      ].map(([title, text], i) => ({ title: t(title!), blocks: [paragraph(`overview-${i + 1}`, p(text!))] })),
    },
  ],
};

function parentOf(department: string): string | undefined {
  return Object.entries(DEPARTMENT_GROUPS).find(([, names]) => (names as readonly string[]).includes(department))?.[0];
}

/** Each department's about text: the general description every department page showed. */
function departmentPage(department: string): PageContent {
  const parent = parentOf(department);
  const within = parent ? ` Part of ${parent}, it` : ' It';
  return {
    title: t(department),
    blocks: [
      paragraph(
        'about',
        p(
          `The Department of ${department} teaches MBBS students through lectures, tutorials, practical classes and, where the subject allows, clinical and community placements.${within} works closely with the other departments so that students see how its subject fits into the care of patients, and its faculty members take part in research and in the college's community programme.`,
        ),
      ),
    ],
  };
}

/** Every page of the site as first published, by slug. */
export function seedPages(): Record<string, PageContent> {
  const pages: Record<string, PageContent> = {
    home,
    about,
    administration,
    academics,
    admission,
    dental,
    facilities,
    contact,
    journal,
    departments,
  };
  for (const department of DEPARTMENTS) pages[departmentPageSlug(department)] = departmentPage(department);
  return pages;
}

const office = (name: string, n: number, email: string) => ({
  name: t(name),
  phone: { value: `+880 XX-XXXX-XXX${n}`, placeholder: true },
  email: { value: email, placeholder: true },
});

/** The settings as the banner, footer and contact page showed them. */
export function seedSettings(): SiteSettings {
  return {
    banner: {
      shown: true,
      title: t('Notice:'),
      text: t('this website is under development.'),
      more: t('Some information may be incomplete or change.'),
    },
    contact: {
      addressLines: [t('GSVMC (placeholder address)'), t('Savar, Dhaka, Bangladesh')],
      addressIsPlaceholder: true,
      mapQuery: 'Gonoshasthaya Samaj Vittik Medical College, Savar, Dhaka, Bangladesh',
      officeHours: t('Monday - Friday 8:00 AM - 5:00 PM'),
      offices: [
        office('Main Office', 1, 'info@example.org'),
        office('Admissions', 2, 'admissions@example.org'),
        office('Academic Affairs', 3, 'academic@example.org'),
        office('Student Services', 4, 'students@example.org'),
        office('Hospital Reception', 5, 'hospital@example.org'),
      ],
    },
    // The old site's social links were dummies; a link to nowhere is worse than none.
    social: [],
    webmailUrl: 'https://webmail.gsvmc.edu.bd/',
  };
}
