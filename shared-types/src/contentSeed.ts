// The site's words as they stood when pages became content: what migration 007 stores as the first
// published revision of each page and of the site settings, so that a new site and an existing data
// folder both look exactly as before. Copied from mf-public's former data files (the figures from
// COLLEGE_FACTS, spelled out as the pages spelled them). Frozen: later edits are the college's, made
// in the admin portal, not here.
// Kept here, beside the types, because two packages read it: the API's migration, and mf-public's
// tests, which draw the pages from the same data a new site starts with.
// The Bengali (`bn`) beside the English is what a new site starts with under /bn; a text left
// English-only shows as the marked English fallback. An existing data folder keeps its content.
import { COLLEGE_FACTS, DENTAL_DEPARTMENTS, DEPARTMENT_GROUPS, DEPARTMENTS } from './constants';
import { departmentPageSlug, type PageContent, type PersonCard, type SiteSettings } from './content';
import {
  a,
  bnDigits,
  bnWords,
  bold,
  heading,
  ol,
  p,
  paragraph,
  paragraphs,
  t,
  ul,
  withBengali,
} from './contentSeedBuilders';
import { DEPARTMENT_GROUP_NAMES_BN, DEPARTMENT_NAMES_BN, DESIGNATION_NAMES_BN } from './namesBn';
import { PATHS } from './paths';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => WORDS[n] ?? String(n);
const F = COLLEGE_FACTS;
const N = (n: number) => bnDigits(n);

const home: PageContent = {
  title: t('Landing Page', 'প্রথম পাতা'),
  blocks: [
    {
      id: 'slides',
      type: 'slides',
      slides: [
        [
          'slide-campus',
          'Illustration of the college building at sunrise',
          'A community-based medical college in Savar',
          'সূর্যোদয়ের সময় কলেজ ভবনের অলংকরণ',
          'সাভারে একটি কমিউনিটিভিত্তিক মেডিকেল কলেজ',
        ],
        [
          'slide-hospital',
          'Illustration of a hospital building with an ambulance',
          'Clinical training across five academic hospitals',
          'অ্যাম্বুলেন্সসহ একটি হাসপাতাল ভবনের অলংকরণ',
          'পাঁচটি একাডেমিক হাসপাতালে ক্লিনিক্যাল প্রশিক্ষণ',
        ],
        [
          'slide-community',
          'Illustration of a rural health centre among village homes',
          'Learning in the community: 17 primary health centres',
          'গ্রামের বাড়িঘরের মাঝে একটি গ্রামীণ স্বাস্থ্যকেন্দ্রের অলংকরণ',
          'জনগোষ্ঠীর মাঝে শিক্ষা: ১৭টি প্রাথমিক স্বাস্থ্যকেন্দ্র',
        ],
        [
          'slide-library',
          'Illustration of library shelves and a computer showing online databases',
          'A library with 8500+ e-books and four online databases',
          'লাইব্রেরির তাক ও অনলাইন ডেটাবেস দেখানো একটি কম্পিউটারের অলংকরণ',
          '৮৫০০+ ই-বুক ও চারটি অনলাইন ডেটাবেসসহ লাইব্রেরি',
        ],
      ].map(([asset, alt, caption, altBn, captionBn]) => ({
        src: `asset:${asset}`,
        alt: t(alt!, altBn),
        caption: t(caption!, captionBn),
        width: 1600,
        height: 700,
      })),
    },
    {
      id: 'principal-message',
      type: 'message',
      sample: true,
      heading: t("Principal's Message", 'অধ্যক্ষের বাণী'),
      signature: t('The Principal (name to be supplied by the college)', 'অধ্যক্ষ (নাম কলেজ জানাবে)'),
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
        bn: [
          p(
            'জিএসভিএমসিতে আপনাকে স্বাগতম। আমাদের কলেজ এই বিশ্বাসের ওপর গড়ে উঠেছে যে চিকিৎসকেরা চিকিৎসাবিদ্যা সবচেয়ে ভালো শেখেন মানুষ যেখানে বাস করে ও কাজ করে সেখানে, শুধু হাসপাতালের ওয়ার্ডে নয়।',
          ),
          p(
            'প্রথম বর্ষ থেকেই আমাদের শিক্ষার্থীরা জনগোষ্ঠীর মাঝে, আমাদের একাডেমিক হাসপাতালে ও প্রাথমিক স্বাস্থ্যকেন্দ্রে সময় কাটান, যাতে তাঁরা শহর ও গ্রামের প্রত্যেক রোগীর সেবা করার দক্ষতা ও অঙ্গীকার নিয়ে স্নাতক হন।',
          ),
          p(
            'আমরা আপনাকে এই ওয়েবসাইট ঘুরে দেখতে, আমাদের নোটিশ পড়তে এবং ভর্তি, পড়াশোনা বা শিক্ষার্থী-জীবন নিয়ে যেকোনো প্রশ্নে আমাদের সঙ্গে যোগাযোগ করতে আমন্ত্রণ জানাই।',
          ),
        ],
      },
    },
    heading('about-college', 2, 'About the College', { anchor: 'about-college', bn: 'কলেজ পরিচিতি' }),
    withBengali(
      paragraph(
        'about-college-text',
        p(
          `GSVMC is a private, community-based medical college in Savar, Bangladesh, with a dental unit and an affiliated community health organisation. Each year it admits ${F.admissionsPerYear} students to a ${inWords(F.mbbsYears)}-year MBBS programme followed by a ${inWords(F.internshipYears)}-year mandatory internship. Students train in ${inWords(F.academicHospitals)} academic hospitals and ${F.primaryHealthCentres} primary health centres, learning medicine where people live as well as in the wards.`,
        ),
      ),
      p(
        `জিএসভিএমসি বাংলাদেশের সাভারে অবস্থিত একটি বেসরকারি, কমিউনিটিভিত্তিক মেডিকেল কলেজ; এর রয়েছে একটি ডেন্টাল ইউনিট ও একটি সহযোগী কমিউনিটি স্বাস্থ্য সংস্থা। প্রতি বছর এখানে ${N(F.admissionsPerYear)} জন শিক্ষার্থী ${bnWords(F.mbbsYears)} বছর মেয়াদি এমবিবিএস কোর্সে ভর্তি হন, এরপর ${bnWords(F.internshipYears)} বছরের বাধ্যতামূলক ইন্টার্নশিপ। শিক্ষার্থীরা ${bnWords(F.academicHospitals)}টি একাডেমিক হাসপাতাল ও ${N(F.primaryHealthCentres)}টি প্রাথমিক স্বাস্থ্যকেন্দ্রে প্রশিক্ষণ নেন; ওয়ার্ডের পাশাপাশি মানুষ যেখানে বাস করে সেখানেও তাঁরা চিকিৎসাবিদ্যা শেখেন।`,
      ),
    ),
    {
      id: 'key-figures',
      type: 'figures',
      figures: [
        {
          value: t(String(F.admissionsPerYear), N(F.admissionsPerYear)),
          label: t('MBBS students admitted each year', 'প্রতি বছর ভর্তি হওয়া এমবিবিএস শিক্ষার্থী'),
        },
        {
          value: t(`${F.mbbsYears} + ${F.internshipYears}`, `${N(F.mbbsYears)} + ${N(F.internshipYears)}`),
          label: t(
            `${inWords(F.mbbsYears)}-year MBBS plus ${inWords(F.internshipYears)}-year internship`,
            `${bnWords(F.mbbsYears)} বছরের এমবিবিএস ও ${bnWords(F.internshipYears)} বছরের ইন্টার্নশিপ`,
          ),
        },
        {
          value: t(String(F.academicHospitals), N(F.academicHospitals)),
          label: t('academic hospitals', 'একাডেমিক হাসপাতাল'),
        },
        {
          value: t(String(F.primaryHealthCentres), N(F.primaryHealthCentres)),
          label: t('primary health centres', 'প্রাথমিক স্বাস্থ্যকেন্দ্র'),
        },
      ],
    },
    {
      id: 'about-more',
      type: 'button',
      style: 'link',
      label: t('Read more about GSVMC', 'জিএসভিএমসি সম্পর্কে আরও পড়ুন'),
      href: PATHS.about,
    },
  ],
};

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

const about: PageContent = {
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

const administration: PageContent = {
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

const academics: PageContent = {
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
      cards: [
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
      ].map(([name, text, nameBn, textBn], i) => ({
        title: t(name!, nameBn),
        blocks: [withBengali(paragraph(`quality-body-${i + 1}`, p(text!)), p(textBn!))],
      })),
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

const admission: PageContent = {
  title: t('Admission', 'ভর্তি'),
  // Admission circulars are notices of the "admission" category: the button opens that list.
  headerLink: { label: t('Apply Now', 'এখনই আবেদন করুন'), href: `${PATHS.notice}?category=admission` },
  blocks: [
    withBengali(
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
      p(
        'ভর্তির বিজ্ঞপ্তি, তারিখ ও আবেদনের নিয়ম ',
        a('নোটিশ বোর্ডে', PATHS.notice),
        ' প্রকাশ করা হয়। কোনো প্রশ্ন থাকলে ',
        a('ভর্তি দপ্তরে যোগাযোগ করুন', PATHS.contact),
        '।',
      ),
    ),
    {
      id: 'admission-rules',
      type: 'cards',
      min: 300,
      titleLevel: 2,
      cards: [
        {
          title: t('Local Students', 'দেশীয় শিক্ষার্থী'),
          blocks: [
            withBengali(
              paragraph(
                'local-rules',
                ul(
                  'Admission of local students follows the admission policy of the national medical council for private medical colleges.',
                  'Fees are as per government rule.',
                ),
              ),
              ul(
                'বেসরকারি মেডিকেল কলেজের জন্য জাতীয় মেডিকেল কাউন্সিলের ভর্তি নীতিমালা অনুযায়ী দেশীয় শিক্ষার্থীদের ভর্তি করা হয়।',
                'ফি সরকারি নিয়ম অনুযায়ী।',
              ),
            ),
          ],
        },
        {
          title: t('Foreign Students', 'বিদেশি শিক্ষার্থী'),
          blocks: [
            withBengali(
              paragraph(
                'foreign-rules',
                ul(
                  'A number of seats are reserved for foreign students.',
                  'Applicants with the equivalents of SSC and HSC need a total GPA of 7, with at least 3 in each.',
                  'Applicants with O and A levels are assessed on their best 5 O-level subjects and 3 A-level subjects (Biology, Chemistry and Physics), with at least 3.5 in Biology.',
                  'The US 12th grade is accepted.',
                ),
              ),
              ul(
                'বিদেশি শিক্ষার্থীদের জন্য নির্দিষ্ট সংখ্যক আসন সংরক্ষিত।',
                'এসএসসি ও এইচএসসির সমমানের সনদধারী আবেদনকারীদের মোট জিপিএ ৭ থাকতে হবে, প্রতিটিতে অন্তত ৩।',
                'ও-লেভেল ও এ-লেভেলধারী আবেদনকারীদের ও-লেভেলের সেরা ৫টি বিষয় এবং এ-লেভেলের ৩টি বিষয় (জীববিজ্ঞান, রসায়ন ও পদার্থবিজ্ঞান) বিবেচনা করা হয়; জীববিজ্ঞানে অন্তত ৩.৫ থাকতে হবে।',
                'যুক্তরাষ্ট্রের ১২তম গ্রেড গ্রহণযোগ্য।',
              ),
            ),
            heading('foreign-documents-heading', 3, 'Documents to submit', { bn: 'যে কাগজপত্র জমা দিতে হবে' }),
            withBengali(
              paragraph(
                'foreign-documents',
                ul(
                  'An equivalence certificate from the health services directorate',
                  'An attested copy of the passport',
                ),
              ),
              ul('স্বাস্থ্য অধিদপ্তর থেকে সমমান সনদ', 'পাসপোর্টের সত্যায়িত কপি'),
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
const POSITIONS = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer'] as const;

/** Fifteen invented stand-ins in the style of the seeded faculty: no real person is named. */
const DENTAL_FACULTY: PersonCard[] = SAMPLE_NAMES.map((given, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    name: t(`${given} (sample)`),
    qualifications: t(i % 3 === 0 ? 'BDS, MS (sample)' : i % 3 === 1 ? 'BDS, FCPS (sample)' : 'BDS (sample)'),
    position: t(POSITIONS[i % POSITIONS.length]!, DESIGNATION_NAMES_BN[POSITIONS[i % POSITIONS.length]!]),
    department: t(
      DENTAL_DEPARTMENTS[i % DENTAL_DEPARTMENTS.length]!,
      DEPARTMENT_NAMES_BN[DENTAL_DEPARTMENTS[i % DENTAL_DEPARTMENTS.length]!],
    ),
    registration: `SAMPLE-${n}`,
    phone: `+880 1XXX-XXX0${n}`,
    email: `dental.faculty${n}@example.org`,
    sample: true,
  };
});

const dental: PageContent = {
  title: t('Dental Unit', 'ডেন্টাল ইউনিট'),
  blocks: [
    heading('dental-about', 2, 'About the Dental Unit', { anchor: 'dental-about', bn: 'ডেন্টাল ইউনিট পরিচিতি' }),
    ...paragraphs(
      'dental-about',
      [
        'The dental college started in 1997. The dental unit of GSVMC began teaching with the 2012-2013 session.',
        'Admission to the dental unit is as per government rule.',
      ],
      [
        'ডেন্টাল কলেজের যাত্রা শুরু ১৯৯৭ সালে। জিএসভিএমসির ডেন্টাল ইউনিটে পাঠদান শুরু হয় ২০১২-২০১৩ শিক্ষাবর্ষ থেকে।',
        'ডেন্টাল ইউনিটে ভর্তি সরকারি নিয়ম অনুযায়ী।',
      ],
    ),
    heading('dental-departments', 2, `Departments (${DENTAL_DEPARTMENTS.length})`, {
      anchor: 'dental-departments',
      bn: `বিভাগসমূহ (${N(DENTAL_DEPARTMENTS.length)})`,
    }),
    heading('dental-faculty', 2, 'Faculty', { anchor: 'dental-faculty', bn: 'শিক্ষকমণ্ডলী' }),
    {
      ...withBengali(
        paragraph(
          'dental-faculty-note',
          p(
            'Entries marked “(sample)” stand in until the college publishes its dental faculty; their contact details are not real.',
          ),
        ),
        p(
          '“(sample)” চিহ্নিত তথ্যগুলো কলেজ তার ডেন্টাল শিক্ষকদের তথ্য প্রকাশ না করা পর্যন্ত সাময়িকভাবে দেওয়া হয়েছে; তাঁদের যোগাযোগের তথ্য সত্য নয়।',
        ),
      ),
      sample: true,
    },
    { id: 'dental-faculty-cards', type: 'people', people: DENTAL_FACULTY },
  ],
};

const facilities: PageContent = {
  title: t('Facilities', 'সুযোগ-সুবিধা'),
  blocks: [
    {
      id: 'facilities',
      type: 'cards',
      min: 260,
      titleLevel: 2,
      cards: [
        {
          title: t('Library', 'গ্রন্থাগার'),
          blocks: paragraphs(
            'library',
            [
              'Open from 8:30 am to 8:30 pm on working days, with reading rooms and a collection of textbooks and journals for every phase of the course.',
              'Digital access to four online databases and 8500+ e-books.',
            ],
            [
              'কর্মদিবসে সকাল ৮:৩০ থেকে রাত ৮:৩০ পর্যন্ত খোলা; রয়েছে পাঠকক্ষ এবং কোর্সের প্রতিটি পর্বের পাঠ্যবই ও জার্নালের সংগ্রহ।',
              'চারটি অনলাইন ডেটাবেস ও ৮৫০০-এর বেশি ই-বুক ব্যবহারের সুযোগ।',
            ],
          ),
        },
        {
          title: t('Hostel', 'ছাত্রাবাস'),
          blocks: paragraphs(
            'hostel',
            [
              'Residential accommodation is available for students, with study space, meals and supervision, so that students can live close to the college and its hospital.',
            ],
            [
              'শিক্ষার্থীদের জন্য আবাসনের ব্যবস্থা রয়েছে, পড়ার জায়গা, খাবার ও তত্ত্বাবধানসহ, যাতে শিক্ষার্থীরা কলেজ ও এর হাসপাতালের কাছে থাকতে পারেন।',
            ],
          ),
        },
        {
          title: t('Scholarship', 'বৃত্তি'),
          blocks: paragraphs(
            'scholarship',
            [
              'Scholarships and fee support help deserving students who need financial assistance to complete their studies. Ask the student services office for the current rules.',
            ],
            [
              'বৃত্তি ও ফি সহায়তা সেইসব যোগ্য শিক্ষার্থীদের সাহায্য করে, যাঁদের পড়াশোনা শেষ করতে আর্থিক সহায়তা প্রয়োজন। বর্তমান নিয়ম জানতে শিক্ষার্থী সেবা দপ্তরে জিজ্ঞেস করুন।',
            ],
          ),
        },
        {
          title: t('Extracurricular Activities', 'সহশিক্ষা কার্যক্রম'),
          blocks: paragraphs(
            'extracurricular',
            [
              'Students take part in sports, cultural programmes, debating, voluntary health camps and student societies alongside their studies.',
            ],
            [
              'পড়াশোনার পাশাপাশি শিক্ষার্থীরা খেলাধুলা, সাংস্কৃতিক অনুষ্ঠান, বিতর্ক, স্বেচ্ছাসেবী স্বাস্থ্য ক্যাম্প ও শিক্ষার্থী সংগঠনে অংশ নেন।',
            ],
          ),
        },
      ],
    },
  ],
};

/** The contact page's details are site settings (the footer shows them too); the page holds its title. */
const contact: PageContent = { title: t('Contact Us', 'যোগাযোগ করুন'), blocks: [] };

/** The publications are records of their own; the page holds its title and section heading. */
const journal: PageContent = {
  title: t('Journal', 'জার্নাল'),
  blocks: [heading('journal-recent', 2, 'Recent Publications', { anchor: 'journal-recent', bn: 'সাম্প্রতিক প্রকাশনা' })],
};

const departments: PageContent = {
  title: t('Academic Departments', 'একাডেমিক বিভাগসমূহ'),
  blocks: [
    heading('departments-overview', 2, 'Overview', { anchor: 'departments-overview', bn: 'সংক্ষিপ্ত পরিচিতি' }),
    {
      id: 'overview',
      type: 'cards',
      min: 300,
      titleLevel: 3,
      cards: [
        [
          'Pre-clinical',
          'Anatomy, Physiology and Biochemistry lay the scientific foundation of medicine in the first phase of the MBBS course.',
          'প্রি-ক্লিনিক্যাল',
          'অ্যানাটমি, ফিজিওলজি ও বায়োকেমিস্ট্রি এমবিবিএস কোর্সের প্রথম পর্বে চিকিৎসাবিজ্ঞানের বৈজ্ঞানিক ভিত গড়ে দেয়।',
        ],
        [
          'Para-clinical',
          'Pharmacology & Therapeutics, Forensic Medicine & Toxicology, Pathology, Microbiology and Community Medicine & Public Health link the basic sciences to the care of patients and communities.',
          'প্যারা-ক্লিনিক্যাল',
          'ফার্মাকোলজি ও থেরাপিউটিকস, ফরেনসিক মেডিসিন ও টক্সিকোলজি, প্যাথলজি, মাইক্রোবায়োলজি এবং কমিউনিটি মেডিসিন ও জনস্বাস্থ্য মৌলিক বিজ্ঞানকে রোগী ও জনগোষ্ঠীর সেবার সঙ্গে যুক্ত করে।',
        ],
        [
          'Clinical',
          'Medicine, Surgery, Obstetrics & Gynaecology and their allied subjects teach students at the bedside in the academic hospitals and in the community.',
          'ক্লিনিক্যাল',
          'মেডিসিন, সার্জারি, প্রসূতি ও স্ত্রীরোগ এবং এদের সংশ্লিষ্ট বিষয়গুলো একাডেমিক হাসপাতালে ও কমিউনিটিতে রোগীর শয্যার পাশে শিক্ষার্থীদের শেখায়।',
        ],
        [
          'Research',
          'Every department takes part in research, from laboratory work to community health studies, and involves students in it.',
          'গবেষণা',
          'পরীক্ষাগারের কাজ থেকে কমিউনিটি স্বাস্থ্য সমীক্ষা পর্যন্ত, প্রতিটি বিভাগ গবেষণায় অংশ নেয় এবং তাতে শিক্ষার্থীদের যুক্ত করে।',
        ],
      ].map(([title, text, titleBn, textBn], i) => ({
        title: t(title!, titleBn),
        blocks: [withBengali(paragraph(`overview-${i + 1}`, p(text!)), p(textBn!))],
      })),
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
  const withinBn = parent
    ? `${DEPARTMENT_GROUP_NAMES_BN[parent as keyof typeof DEPARTMENT_GROUP_NAMES_BN]} শাখার অংশ এই বিভাগ`
    : 'বিভাগটি';
  // The dental unit's departments teach BDS students (the seed said MBBS for every department until
  // migration 020).
  const dental = (DENTAL_DEPARTMENTS as readonly string[]).includes(department);
  const nameBn = DEPARTMENT_NAMES_BN[department as keyof typeof DEPARTMENT_NAMES_BN];
  return {
    title: t(department, nameBn),
    blocks: [
      withBengali(
        paragraph(
          'about',
          p(
            `The Department of ${department} teaches ${dental ? 'BDS' : 'MBBS'} students through lectures, tutorials, practical classes and, where the subject allows, clinical and community placements.${within} works closely with the other departments so that students see how its subject fits into the care of patients, and its faculty members take part in research and in the college's community programme.`,
          ),
        ),
        p(
          `${nameBn} বিভাগ লেকচার, টিউটোরিয়াল, ব্যবহারিক ক্লাস এবং বিষয় অনুযায়ী ক্লিনিক্যাল ও কমিউনিটি প্লেসমেন্টের মাধ্যমে ${dental ? 'বিডিএস' : 'এমবিবিএস'} শিক্ষার্থীদের পড়ায়। ${withinBn} অন্য বিভাগগুলোর সঙ্গে ঘনিষ্ঠভাবে কাজ করে, যাতে শিক্ষার্থীরা রোগীর সেবায় বিষয়টির স্থান বুঝতে পারেন; এর শিক্ষকেরা গবেষণায় ও কলেজের কমিউনিটি কার্যক্রমে অংশ নেন।`,
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

const office = (name: string, bn: string, n: number, email: string) => ({
  name: t(name, bn),
  phone: { value: `+880 XX-XXXX-XXX${n}`, placeholder: true },
  email: { value: email, placeholder: true },
});

/** The settings as the banner, footer and contact page showed them. */
export function seedSettings(): SiteSettings {
  return {
    banner: {
      shown: true,
      title: t('Notice:', 'নোটিশ:'),
      text: t('this website is under development.', 'ওয়েবসাইটটির কাজ চলছে।'),
      more: t('Some information may be incomplete or change.', 'কিছু তথ্য অসম্পূর্ণ থাকতে পারে বা বদলাতে পারে।'),
    },
    contact: {
      addressLines: [
        t('GSVMC (placeholder address)', 'জিএসভিএমসি (অস্থায়ী ঠিকানা)'),
        t('Savar, Dhaka, Bangladesh', 'সাভার, ঢাকা, বাংলাদেশ'),
      ],
      addressIsPlaceholder: true,
      mapQuery: 'Gonoshasthaya Samaj Vittik Medical College, Savar, Dhaka, Bangladesh',
      officeHours: t('Monday - Friday 8:00 AM - 5:00 PM', 'সোমবার - শুক্রবার, সকাল ৮:০০ - বিকেল ৫:০০'),
      offices: [
        office('Main Office', 'প্রধান কার্যালয়', 1, 'info@example.org'),
        office('Admissions', 'ভর্তি দপ্তর', 2, 'admissions@example.org'),
        office('Academic Affairs', 'একাডেমিক দপ্তর', 3, 'academic@example.org'),
        office('Student Services', 'শিক্ষার্থী সেবা দপ্তর', 4, 'students@example.org'),
        office('Hospital Reception', 'হাসপাতাল অভ্যর্থনা', 5, 'hospital@example.org'),
      ],
    },
    // The old site's social links were dummies; a link to nowhere is worse than none.
    social: [],
    webmailUrl: 'https://webmail.gsvmc.edu.bd/',
  };
}
