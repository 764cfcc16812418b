// The landing page as first published (see contentSeed.ts).
import { COLLEGE_FACTS } from './constants';
import { type PageContent } from './content';
import { bnDigits, bnWords, heading, inWords, p, paragraph, t, withBengali } from './contentSeedBuilders';
import { PATHS } from './paths';

const F = COLLEGE_FACTS;
const N = (n: number) => bnDigits(n);

export const home: PageContent = {
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
