// The pages of study and student life as first published: Admission, the Dental Unit (with its
// fifteen sample faculty cards), Facilities (see contentSeed.ts).
import { DENTAL_DEPARTMENTS } from './constants';
import { type PageContent, type PersonCard } from './content';
import { a, bnDigits, heading, p, paragraph, paragraphs, t, ul, withBengali } from './contentSeedBuilders';
import { DEPARTMENT_NAMES_BN, DESIGNATION_NAMES_BN } from './namesBn';
import { PATHS } from './paths';

const N = (n: number) => bnDigits(n);

export const admission: PageContent = {
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

export const dental: PageContent = {
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

export const facilities: PageContent = {
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
