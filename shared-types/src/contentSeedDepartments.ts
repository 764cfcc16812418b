// The Departments overview and each department's page as first published (see contentSeed.ts).
import { DENTAL_DEPARTMENTS, DEPARTMENT_GROUPS } from './constants';
import { type PageContent } from './content';
import { cardsInBoth, heading, p, paragraph, t, withBengali } from './contentSeedBuilders';
import { DEPARTMENT_GROUP_NAMES_BN, DEPARTMENT_NAMES_BN } from './namesBn';

export const departments: PageContent = {
  title: t('Academic Departments', 'একাডেমিক বিভাগসমূহ'),
  blocks: [
    heading('departments-overview', 2, 'Overview', { anchor: 'departments-overview', bn: 'সংক্ষিপ্ত পরিচিতি' }),
    {
      id: 'overview',
      type: 'cards',
      min: 300,
      titleLevel: 3,
      cards: cardsInBoth('overview', [
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
      ]),
    },
  ],
};

function parentOf(department: string): string | undefined {
  return Object.entries(DEPARTMENT_GROUPS).find(([, names]) => (names as readonly string[]).includes(department))?.[0];
}

/** Each department's about text: the general description every department page showed. */
export function departmentPage(department: string): PageContent {
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
