// The college's own pages as first published: About (its five tabs), Administration, Academics (see
// contentSeed.ts).
import { COLLEGE_FACTS } from './constants';
import { type PageContent } from './content';
import {
  a,
  bnDigits,
  bnWords,
  bold,
  cardsInBoth,
  heading,
  inWords,
  ol,
  p,
  paragraph,
  paragraphs,
  t,
  ul,
  withBengali,
} from './contentSeedBuilders';
import { PATHS } from './paths';

const F = COLLEGE_FACTS;
const N = (n: number) => bnDigits(n);

const FOUNDER = 'Dr Zafrullah Chowdhury';
const FOUNDER_BN = 'ডা. জাফরুল্লাহ চৌধুরী';
const PHASES: [string, string, string, string][] = [
  [
    'Foundation Course',
    'Students are introduced to the community, its health problems and the health system, and learn the basic skills of communication and survey work.',
    'ফাউন্ডেশন কোর্স',
    'শিক্ষার্থীরা জনগোষ্ঠী, তার স্বাস্থ্যসমস্যা ও স্বাস্থ্যব্যবস্থার সঙ্গে পরিচিত হন এবং যোগাযোগ ও জরিপের মৌলিক দক্ষতা শেখেন।',
  ],
  [
    'Field Experience',
    'Students live and work in the field, visiting households, collecting health data and taking part in the work of the primary health centres.',
    'মাঠ অভিজ্ঞতা',
    'শিক্ষার্থীরা মাঠে থেকে কাজ করেন, বাড়ি বাড়ি গিয়ে স্বাস্থ্য-তথ্য সংগ্রহ করেন এবং প্রাথমিক স্বাস্থ্যকেন্দ্রের কাজে অংশ নেন।',
  ],
  [
    'Clinical Integration',
    'Students link what they have seen in the community to clinical care, following patients between health centres and hospitals.',
    'ক্লিনিক্যাল সমন্বয়',
    'শিক্ষার্থীরা জনগোষ্ঠীতে যা দেখেছেন তা ক্লিনিক্যাল সেবার সঙ্গে মেলান এবং স্বাস্থ্যকেন্দ্র থেকে হাসপাতাল পর্যন্ত রোগীদের অনুসরণ করেন।',
  ],
  [
    'Final Phase',
    'Students analyse and present their community findings and plan simple interventions with the people and health workers they have worked with.',
    'চূড়ান্ত পর্ব',
    'শিক্ষার্থীরা জনগোষ্ঠীতে পাওয়া তথ্য বিশ্লেষণ ও উপস্থাপন করেন এবং যে মানুষ ও স্বাস্থ্যকর্মীদের সঙ্গে কাজ করেছেন তাঁদের সঙ্গে মিলে সহজ পদক্ষেপের পরিকল্পনা করেন।',
  ],
];

export const about: PageContent = {
  title: t('About GSVMC', 'জিএসভিএমসি পরিচিতি'),
  blocks: [
    {
      id: 'about-tabs',
      type: 'tabs',
      label: t('About GSVMC', 'জিএসভিএমসি পরিচিতি'),
      tabs: [
        {
          id: 'founder',
          title: t(`${FOUNDER}: The Architect of GSVMC`, `${FOUNDER_BN}: জিএসভিএমসির রূপকার`),
          // The founder's story is left in English: on a Bengali page it shows as the marked fallback.
          blocks: [
            heading('founder-heading', 2, `${FOUNDER}: The Architect of GSVMC`, {
              bn: `${FOUNDER_BN}: জিএসভিএমসির রূপকার`,
            }),
            ...paragraphs('founder', [
              'Dr Zafrullah Chowdhury (1941–2023) was a physician. In 1971 he helped set up the field hospital that cared for the sick and wounded of the Liberation War.',
              'In 1972 he moved the hospital to Savar, where it grew into Gonoshasthaya Kendra, the community health organisation that remains the college’s affiliated organisation. In 1998 he founded GSVMC, a medical college built on Gonoshasthaya Kendra’s community-based health care.',
            ]),
          ],
        },
        {
          id: 'glance',
          title: t('GSVMC at a Glance', 'এক নজরে জিএসভিএমসি'),
          blocks: [
            heading('glance-heading', 2, 'GSVMC at a Glance', { bn: 'এক নজরে জিএসভিএমসি' }),
            ...paragraphs(
              'glance',
              [
                'The roots of GSVMC go back to 1971, when a field hospital was set up to care for the sick and wounded. In 1972 the hospital moved and grew into a community health organisation, which remains the college’s affiliated organisation today.',
                'Building on that work, the college was established in 1998 in Savar. It is affiliated with a university and recognised by the ministry responsible for health, by the national medical and dental council, and by the college of physicians and surgeons.',
              ],
              [
                'জিএসভিএমসির শিকড় ১৯৭১ সালে, যখন অসুস্থ ও আহতদের সেবায় একটি ফিল্ড হাসপাতাল গড়ে তোলা হয়। ১৯৭২ সালে হাসপাতালটি স্থানান্তরিত হয়ে একটি কমিউনিটি স্বাস্থ্য সংস্থায় পরিণত হয়, যা আজও কলেজের সহযোগী সংস্থা।',
                'সেই কাজের ভিত্তিতে ১৯৯৮ সালে সাভারে কলেজটি প্রতিষ্ঠিত হয়। কলেজটি একটি বিশ্ববিদ্যালয়ের অধিভুক্ত এবং স্বাস্থ্য মন্ত্রণালয়, জাতীয় মেডিকেল ও ডেন্টাল কাউন্সিল এবং কলেজ অব ফিজিশিয়ানস অ্যান্ড সার্জনস কর্তৃক স্বীকৃত।',
              ],
            ),
            withBengali(
              paragraph(
                'glance-facts',
                ul(
                  `${F.admissionsPerYear} MBBS students admitted each year`,
                  `A ${F.mbbsYears}-year MBBS programme plus a ${F.internshipYears}-year mandatory internship`,
                  `${F.academicHospitals} academic hospitals and ${F.primaryHealthCentres} primary health centres`,
                  'A dental unit offering dental education alongside medicine',
                ),
              ),
              ul(
                `প্রতি বছর ${N(F.admissionsPerYear)} জন এমবিবিএস শিক্ষার্থী ভর্তি হন`,
                `${N(F.mbbsYears)} বছরের এমবিবিএস কোর্স ও ${N(F.internshipYears)} বছরের বাধ্যতামূলক ইন্টার্নশিপ`,
                `${N(F.academicHospitals)}টি একাডেমিক হাসপাতাল ও ${N(F.primaryHealthCentres)}টি প্রাথমিক স্বাস্থ্যকেন্দ্র`,
                'চিকিৎসাবিদ্যার পাশাপাশি দন্তচিকিৎসা শিক্ষার জন্য একটি ডেন্টাল ইউনিট',
              ),
            ),
          ],
        },
        {
          id: 'cbme',
          title: t('Community-based Medical Education', 'কমিউনিটিভিত্তিক চিকিৎসা শিক্ষা'),
          blocks: [
            heading('cbme-heading', 2, 'Community-based Medical Education', { bn: 'কমিউনিটিভিত্তিক চিকিৎসা শিক্ষা' }),
            withBengali(
              paragraph(
                'cbme-text',
                p(
                  `Every student takes part in a ${inWords(F.communityProgrammePhases)}-month community programme made of ${inWords(PHASES.length)} phases of one month each:`,
                ),
                ol(...PHASES.map(([name, text]) => [bold(name), ` (one month): ${text}`])),
              ),
              p(
                `প্রত্যেক শিক্ষার্থী ${bnWords(F.communityProgrammePhases)} মাসের একটি কমিউনিটি কর্মসূচিতে অংশ নেন, যা এক মাস করে ${bnWords(PHASES.length)}টি পর্বে ভাগ করা:`,
              ),
              ol(...PHASES.map(([, , name, text]) => [bold(name), ` (এক মাস): ${text}`])),
            ),
          ],
        },
        {
          id: 'cchr',
          title: t('Centre for Community Health and Research', 'সেন্টার ফর কমিউনিটি হেলথ অ্যান্ড রিসার্চ'),
          blocks: [
            heading('cchr-heading', 2, 'Centre for Community Health and Research', {
              bn: 'সেন্টার ফর কমিউনিটি হেলথ অ্যান্ড রিসার্চ',
            }),
            ...paragraphs(
              'cchr',
              [
                'The Centre for Community Health and Research brings together teaching, service and research in the communities the college serves.',
                'It supports student and faculty research on the health problems of rural and urban communities, helps plan the community programme, and shares its findings with health workers and policy makers.',
              ],
              [
                'সেন্টার ফর কমিউনিটি হেলথ অ্যান্ড রিসার্চ কলেজ যে জনগোষ্ঠীর সেবা করে, সেখানে শিক্ষা, সেবা ও গবেষণাকে একসঙ্গে যুক্ত করে।',
                'কেন্দ্রটি গ্রাম ও শহরের জনগোষ্ঠীর স্বাস্থ্যসমস্যা নিয়ে শিক্ষার্থী ও শিক্ষকদের গবেষণায় সহায়তা করে, কমিউনিটি কর্মসূচির পরিকল্পনায় সাহায্য করে এবং এর ফলাফল স্বাস্থ্যকর্মী ও নীতিনির্ধারকদের সঙ্গে ভাগ করে নেয়।',
              ],
            ),
          ],
        },
        {
          id: 'rural',
          title: t('Rural Health Centres', 'গ্রামীণ স্বাস্থ্যকেন্দ্র'),
          blocks: [
            heading('rural-heading', 2, 'Rural Health Centres', { bn: 'গ্রামীণ স্বাস্থ্যকেন্দ্র' }),
            ...paragraphs(
              'rural',
              [
                `The college runs ${inWords(F.ruralHealthCentres)} rural health centres. They give primary care, maternal and child health services and health education to the surrounding villages.`,
                'Students and interns work at the rural health centres during the community programme and the internship, so that every graduate has practised medicine outside the city.',
              ],
              [
                `কলেজটি ${bnWords(F.ruralHealthCentres)}টি গ্রামীণ স্বাস্থ্যকেন্দ্র পরিচালনা করে। এগুলো আশপাশের গ্রামগুলোতে প্রাথমিক চিকিৎসা, মা ও শিশুস্বাস্থ্য সেবা এবং স্বাস্থ্যশিক্ষা দেয়।`,
                'কমিউনিটি কর্মসূচি ও ইন্টার্নশিপের সময় শিক্ষার্থী ও ইন্টার্নরা গ্রামীণ স্বাস্থ্যকেন্দ্রে কাজ করেন, যাতে প্রত্যেক স্নাতক শহরের বাইরে চিকিৎসা করার অভিজ্ঞতা পান।',
              ],
            ),
          ],
        },
      ],
    },
  ],
};

export const administration: PageContent = {
  title: t('Administration', 'প্রশাসন'),
  blocks: [
    ...paragraphs(
      'administration',
      [
        'Information about the administration of GSVMC (the governing body, the principal’s office and the administrative offices) will be published on this page.',
        'Until then, the main office answers administrative questions; its address, phone numbers and office hours are on the Contact page.',
      ],
      [
        'জিএসভিএমসির প্রশাসন (পরিচালনা পর্ষদ, অধ্যক্ষের দপ্তর ও প্রশাসনিক দপ্তরসমূহ) সম্পর্কে তথ্য এই পাতায় প্রকাশ করা হবে।',
        'ততদিন প্রশাসনিক প্রশ্নের উত্তর দেয় প্রধান দপ্তর; এর ঠিকানা, ফোন নম্বর ও অফিস সময় যোগাযোগ পাতায় আছে।',
      ],
    ),
    withBengali(
      paragraph('administration-contact', p(a('Contact the main office', PATHS.contact))),
      p(a('প্রধান দপ্তরে যোগাযোগ করুন', PATHS.contact)),
    ),
  ],
};

export const academics: PageContent = {
  title: t('Academics', 'একাডেমিক'),
  blocks: [
    heading('quality-assurance', 2, 'Quality Assurance', { anchor: 'quality-assurance', bn: 'মান নিশ্চিতকরণ' }),
    withBengali(
      paragraph(
        'quality-assurance-text',
        p(
          'Academic quality at GSVMC is assured by a body made of three parts: the Academic Council, the Academic Coordination Committee and the Phase Coordination Groups.',
        ),
      ),
      p(
        'জিএসভিএমসিতে একাডেমিক মান নিশ্চিত করে তিন অংশে গঠিত একটি কাঠামো: একাডেমিক কাউন্সিল, একাডেমিক সমন্বয় কমিটি ও পর্ব সমন্বয় দল।',
      ),
    ),
    {
      id: 'quality-bodies',
      type: 'cards',
      titleLevel: 3,
      cards: cardsInBoth('quality-body', [
        [
          'Academic Council',
          'The highest academic body of the college. It sets academic policy, approves curricula, examination schedules and assessment rules, and reviews the quality of teaching.',
          'একাডেমিক কাউন্সিল',
          'কলেজের সর্বোচ্চ একাডেমিক পর্ষদ। এটি একাডেমিক নীতি নির্ধারণ করে, পাঠ্যক্রম, পরীক্ষার সময়সূচি ও মূল্যায়নের নিয়ম অনুমোদন করে এবং পাঠদানের মান পর্যালোচনা করে।',
        ],
        [
          'Academic Coordination Committee',
          'Puts the council’s decisions into practice: it coordinates the timetable, teaching across departments and the community programme, and reports to the council.',
          'একাডেমিক সমন্বয় কমিটি',
          'কাউন্সিলের সিদ্ধান্ত কাজে পরিণত করে: ক্লাসের সময়সূচি, বিভাগগুলোর মধ্যে পাঠদান ও কমিউনিটি কর্মসূচির সমন্বয় করে এবং কাউন্সিলের কাছে প্রতিবেদন দেয়।',
        ],
        [
          'Phase Coordination Groups',
          'One group for each phase of the MBBS course. Each group plans and monitors teaching and assessment in its phase and collects feedback from students and teachers.',
          'পর্ব সমন্বয় দল',
          'এমবিবিএস কোর্সের প্রতিটি পর্বের জন্য একটি দল। প্রতিটি দল নিজ পর্বের পাঠদান ও মূল্যায়নের পরিকল্পনা ও তদারকি করে এবং শিক্ষার্থী ও শিক্ষকদের মতামত সংগ্রহ করে।',
        ],
      ]),
    },
    // The members are sample roles: SPEC.md says "with members listed" but gives no list.
    heading('council-members', 2, 'Members of the Academic Council', {
      anchor: 'council-members',
      sample: true,
      bn: 'একাডেমিক কাউন্সিলের সদস্য',
    }),
    withBengali(
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
      p('একাডেমিক কাউন্সিলের সভাপতি অধ্যক্ষ।'),
      ul(
        [bold('অধ্যক্ষ (সভাপতি)')],
        'উপাধ্যক্ষ',
        'প্রি-ক্লিনিক্যাল বিভাগগুলোর প্রধান',
        'প্যারা-ক্লিনিক্যাল বিভাগগুলোর প্রধান',
        'ক্লিনিক্যাল বিভাগগুলোর প্রধান',
        'কমিউনিটিভিত্তিক চিকিৎসা শিক্ষা কর্মসূচির সমন্বয়ক',
        'পর্ব সমন্বয়কগণ',
        'ডেন্টাল ইউনিটের প্রধান',
        'সদস্য সচিব',
      ),
      p('আরও দেখুন: ', a('একাডেমিক বিভাগসমূহ', PATHS.departments), '।'),
    ),
  ],
};
