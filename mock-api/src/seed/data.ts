// Sample content for a first start. Every person here is invented and marked "(sample)"; every
// e-mail address is on example.com and every phone number uses the unallocated +880 10 range.
import type { Department, NoticeCategory } from '@gsvmc/shared-types';
import type { AlumniInput } from '../repositories/alumni';
import type { FacultyInput } from '../repositories/faculty';
import { rng } from './images';

const GIVEN = [
  'Ayesha',
  'Rafiq',
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Imran',
  'Sharmin',
  'Kamal',
  'Rumana',
  'Habib',
  'Nadia',
  'Sajid',
  'Tahmina',
  'Arif',
  'Shirin',
  'Zahid',
  'Mitu',
  'Anwar',
  'Lubna',
  'Fahim',
];
const FAMILY = [
  'Rahman',
  'Hossain',
  'Akter',
  'Islam',
  'Chowdhury',
  'Ahmed',
  'Karim',
  'Sultana',
  'Haque',
  'Begum',
  'Uddin',
  'Sarkar',
];

const FACULTY_PLAN: Array<[Department, string[]]> = [
  ['Anatomy', ['Professor', 'Assistant Professor', 'Lecturer']],
  ['Physiology', ['Associate Professor', 'Lecturer']],
  ['Biochemistry', ['Professor', 'Lecturer']],
  ['Pathology', ['Associate Professor', 'Assistant Professor']],
  ['Community Medicine & Public Health', ['Professor', 'Assistant Professor']],
  ['Internal Medicine', ['Professor', 'Associate Professor', 'Assistant Professor']],
  ['General Surgery', ['Professor', 'Assistant Professor']],
  ['Paediatrics', ['Associate Professor']],
  ['Obstetrics & Gynaecology', ['Professor', 'Lecturer']],
  ['Conservative Dentistry & Endodontics', ['Assistant Professor']],
  ['Oral & Maxillofacial Surgery', ['Associate Professor', 'Lecturer']],
];

const DEGREES: Record<string, string[]> = {
  Professor: ['MBBS', 'FCPS', 'MD'],
  'Associate Professor': ['MBBS', 'MPhil'],
  'Assistant Professor': ['MBBS', 'FCPS (Part II)'],
  Lecturer: ['MBBS'],
};

export function sampleFaculty(): Array<FacultyInput & { withPicture: boolean }> {
  const random = rng(2026);
  const out: Array<FacultyInput & { withPicture: boolean }> = [];
  let n = 0;
  for (const [department, ranks] of FACULTY_PLAN) {
    for (const designation of ranks) {
      n += 1;
      const dental = department.includes('Dent') || department.includes('Oral');
      const name = `Dr. ${GIVEN[n % GIVEN.length]} ${FAMILY[(n * 5) % FAMILY.length]} (sample)`;
      const firstDegreeYear = 1985 + Math.floor(random() * 25);
      const degrees = (DEGREES[designation] ?? ['MBBS']).map((d, i) => ({
        degree: dental && d === 'MBBS' ? 'BDS' : d,
        year: String(Math.min(firstDegreeYear + i * 4, 2024)),
      }));
      const joined = Math.min(firstDegreeYear + 3, 2020);
      const workExperience = [
        {
          role: `Medical Officer, sample district hospital`,
          startDate: `${joined - 2}-01-01`,
          endDate: `${joined}-06-30`,
        },
        { role: `${designation}, ${department}, GSVMC`, startDate: `${joined}-07-01`, endDate: 'Present' },
      ];
      const publications =
        designation === 'Lecturer'
          ? []
          : [1, 2].slice(0, designation === 'Professor' ? 2 : 1).map((k) => ({
              title: `Sample study ${k} in ${department.toLowerCase()}: a community-based observation (sample data)`,
              link: `https://example.org/sample-publications/${n}-${k}`,
            }));
      out.push({
        name,
        registrationNo: `SAMPLE-${dental ? 'D' : 'A'}-${String(10000 + n * 37)}`,
        dateOfBirth: `${firstDegreeYear - 24}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
        designation,
        department,
        qualifications: degrees,
        workExperience,
        publications,
        withPicture: n % 3 === 1,
      });
    }
  }
  return out;
}

export const SAMPLE_NOTICES: Array<{
  title: string;
  description: string | undefined;
  /** Bengali title and description: what the Bengali pages show and search finds. */
  titleBn: string;
  descriptionBn: string | undefined;
  body: string[];
  daysAgo: number;
  category: NoticeCategory;
  pinned?: boolean;
}> = [
  {
    title: 'Class routine for third-year MBBS, new term (sample)',
    description: 'Sample notice: the weekly routine of lectures, tutorials and ward placements.',
    titleBn: 'তৃতীয় বর্ষ এমবিবিএস, নতুন টার্মের ক্লাস রুটিন (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: লেকচার, টিউটোরিয়াল ও ওয়ার্ড প্লেসমেন্টের সাপ্তাহিক রুটিন।',
    body: [
      'Lectures run Sunday to Thursday from 8:00 AM. Ward placements follow the batch lists on the department boards.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 2,
    category: 'academic',
  },
  {
    title: 'MBBS admission 2026-2027: application schedule (sample)',
    description: 'Sample notice: dates for applications, the merit list and admission of the 2026-2027 session.',
    titleBn: 'এমবিবিএস ভর্তি ২০২৬-২০২৭: আবেদনের সময়সূচি (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: ২০২৬-২০২৭ সেশনের আবেদন, মেধাতালিকা ও ভর্তির তারিখ।',
    body: [
      'Applications for the 2026-2027 session open on the date in the admission circular; the merit list follows the national policy.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 4,
    category: 'admission',
  },
  {
    title: 'Community medicine field visit schedule (sample)',
    description: 'Sample notice: phases and meeting points of the one-month community placement.',
    titleBn: 'কমিউনিটি মেডিসিন মাঠ পরিদর্শনের সময়সূচি (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: এক মাসের কমিউনিটি প্লেসমেন্টের ধাপ ও মিলনস্থল।',
    body: [
      'Students meet at the college gate at 7:30 AM on the first day of each phase.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 9,
    category: 'academic',
  },
  {
    title: 'Library hours during the examination period (sample)',
    description: 'Sample notice: the library stays open from 8:30 AM to 8:30 PM.',
    titleBn: 'পরীক্ষার সময় গ্রন্থাগার খোলা থাকার সময় (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: গ্রন্থাগার সকাল ৮:৩০ থেকে রাত ৮:৩০ পর্যন্ত খোলা থাকবে।',
    body: [
      'The reading room remains open from 8:30 AM to 8:30 PM, including weekends during the examinations.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 16,
    category: 'examination',
  },
  {
    title: 'Admission of foreign students: seats and documents (sample)',
    description: 'Sample notice: reserved seats, GPA requirements and the equivalence certificate.',
    titleBn: 'বিদেশি শিক্ষার্থী ভর্তি: আসন ও প্রয়োজনীয় কাগজপত্র (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: সংরক্ষিত আসন, জিপিএর শর্ত ও সমতা সনদ।',
    body: [
      'Foreign applicants submit the equivalence certificate and an attested copy of the passport.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 20,
    category: 'admission',
  },
  {
    title: 'Professional examination form fill-up (sample)',
    description: undefined,
    titleBn: 'পেশাগত পরীক্ষার ফরম পূরণ (নমুনা)',
    descriptionBn: undefined,
    body: [
      'Forms are accepted at the academic office during office hours, Monday - Friday 8:00 AM - 5:00 PM.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 27,
    category: 'examination',
    // Pinned: form fill-up runs for weeks, so it stays at the top of the board.
    pinned: true,
  },
  {
    title: 'Results of the first professional MBBS examination (sample)',
    description: 'Sample notice: roll numbers of the successful candidates.',
    titleBn: 'প্রথম পেশাগত এমবিবিএস পরীক্ষার ফলাফল (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: উত্তীর্ণ পরীক্ষার্থীদের রোল নম্বর।',
    body: [
      'The roll numbers of the successful candidates are listed on the notice board of the academic office.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 33,
    category: 'results',
  },
  {
    title: 'Seminar on antimicrobial stewardship (sample)',
    description: 'Sample notice: an open seminar for students and interns in the main auditorium.',
    titleBn: 'অ্যান্টিমাইক্রোবিয়াল স্টুয়ার্ডশিপ বিষয়ে সেমিনার (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: মূল মিলনায়তনে শিক্ষার্থী ও ইন্টার্নদের জন্য উন্মুক্ত সেমিনার।',
    body: [
      'All interns and final-year students are invited. Attendance will be recorded.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 41,
    category: 'events',
  },
  {
    title: 'Holiday notice (sample)',
    description: 'Sample notice: classes and offices closed; emergency services continue.',
    titleBn: 'ছুটির বিজ্ঞপ্তি (নমুনা)',
    descriptionBn: 'নমুনা নোটিশ: ক্লাস ও অফিস বন্ধ; জরুরি সেবা চালু থাকবে।',
    body: [
      'Academic activities remain closed on the stated days. Hospital emergency services continue as usual.',
      'This is sample content created for the demonstration site.',
    ],
    daysAgo: 55,
    category: 'holiday',
  },
];

export const SAMPLE_PHOTO_TITLES = [
  'Sample image 1: morning hills',
  'Sample image 2: evening sky',
  'Sample image 3: green valley',
  'Sample image 4: sunrise colours',
  'Sample image 5: quiet fields',
  'Sample image 6: autumn slopes',
  'Sample image 7: river light',
  'Sample image 8: high meadow',
  'Sample image 9: clear afternoon',
  'Sample image 10: dusk over hills',
];

const MAJORS: Array<[string, string]> = [
  ['Medicine', 'MBBS'],
  ['Surgery', 'MBBS'],
  ['Paediatrics', 'MBBS'],
  ['Obstetrics & Gynaecology', 'MBBS'],
  ['Community Medicine', 'MBBS'],
  ['Dentistry', 'BDS'],
];
const COMPANIES = [
  'Sample General Hospital',
  'Sample Community Clinic',
  'Sample Research Institute',
  'Sample Dental Care',
  '',
];
const JOBS = [
  'Medical Officer',
  'Resident Surgeon',
  'Consultant',
  'Public Health Officer',
  'Dental Surgeon',
  'Research Fellow',
];
const CITIES = ['Savar, Dhaka', 'Dhaka', 'Chattogram', 'Sylhet', 'Rajshahi', 'Khulna', 'London, UK', 'Toronto, Canada'];

export function sampleAlumni(count = 40): AlumniInput[] {
  const random = rng(1998);
  const out: AlumniInput[] = [];
  for (let i = 1; i <= count; i += 1) {
    const [major, degree] = MAJORS[i % MAJORS.length]!;
    const given = GIVEN[(i * 7) % GIVEN.length]!;
    const family = FAMILY[(i * 3) % FAMILY.length]!;
    const company = COMPANIES[Math.floor(random() * COMPANIES.length)]!;
    const alumnus: AlumniInput = {
      alumniId: `SAMPLE-ALU-${String(i).padStart(3, '0')}`,
      fullName: `${given} ${family} (sample)`,
      graduationYear: 2005 + Math.floor(random() * 19),
      degree,
      major,
      email: `${given.toLowerCase()}.${family.toLowerCase()}.${i}@example.com`,
      jobTitle: degree === 'BDS' ? 'Dental Surgeon' : JOBS[Math.floor(random() * JOBS.length)]!,
      location: CITIES[Math.floor(random() * CITIES.length)]!,
      // The samples' made-up contacts show what the directory's Connect column offers.
      contactConsent: true,
    };
    if (company) alumnus.currentCompany = company;
    if (i % 3 === 0) alumnus.linkedInProfile = `linkedin.com/in/sample-alumni-${i}`;
    if (i % 4 === 0) alumnus.phone = `+880 1000-${String(100000 + i).slice(1)}`;
    if (i % 5 === 0) alumnus.achievements = 'Sample achievement: completed a community health project.';
    out.push(alumnus);
  }
  return out;
}
