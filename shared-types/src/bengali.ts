// Bengali (বাংলা) beside English: the languages a user can choose, the Bengali fields of notices and
// the Bengali names of the fixed lists the API indexes for search (departments, notice categories).
import type { DEPARTMENT_GROUPS, MedicalDepartmentName, NoticeCategory } from './constants';

/** The site's languages, English first (SPEC.md's words). */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/*
 * The API always sends the fields below (null when unset). They are optional in these types only so
 * that objects written before Bengali existed (the remotes' test fixtures, cached answers) still
 * type-check: read them as `notice.titleBn ?? null`.
 */

/** A notice's optional Bengali text; null when there is none (the English text is shown instead). */
export interface NoticeBengaliFields {
  titleBn?: string | null;
  descriptionBn?: string | null;
}

/** A user's chosen language; null until they choose one. */
export interface UserLanguageField {
  language?: Language | null;
}

/** PATCH /auth/me: the signed-in user's own settings. */
export interface UpdateMeRequest {
  language: Language | null;
}

/** The 22 departments of the directory (SPEC.md §2.9) as a Bengali reader names them. */
export const DEPARTMENT_NAMES_BN: Record<MedicalDepartmentName, string> = {
  Anatomy: 'অ্যানাটমি (শারীরস্থান)',
  Physiology: 'ফিজিওলজি (শারীরবিদ্যা)',
  Biochemistry: 'প্রাণরসায়ন',
  'Pharmacology & Therapeutics': 'ফার্মাকোলজি ও থেরাপিউটিকস',
  'Forensic Medicine & Toxicology': 'ফরেনসিক মেডিসিন ও বিষবিদ্যা',
  Pathology: 'প্যাথলজি (রোগতত্ত্ব)',
  Microbiology: 'মাইক্রোবায়োলজি (অণুজীববিদ্যা)',
  'Community Medicine & Public Health': 'কমিউনিটি মেডিসিন ও জনস্বাস্থ্য',
  'Obstetrics & Gynaecology': 'প্রসূতি ও স্ত্রীরোগ',
  'Internal Medicine': 'মেডিসিন',
  Psychiatry: 'মনোরোগ',
  Dermatology: 'চর্মরোগ',
  Paediatrics: 'শিশুরোগ',
  'General Surgery': 'সাধারণ সার্জারি',
  'Orthopaedic Surgery': 'অর্থোপেডিক সার্জারি (হাড়জোড়)',
  Radiology: 'রেডিওলজি',
  Radiotherapy: 'রেডিওথেরাপি',
  Neurosurgery: 'নিউরোসার্জারি',
  'Paediatric Surgery': 'শিশু সার্জারি',
  Urology: 'ইউরোলজি',
  Ophthalmology: 'চক্ষুরোগ',
  Otolaryngology: 'নাক, কান ও গলা',
};

/** The directory's two groups (SPEC.md §2.9) in Bengali. */
export const DEPARTMENT_GROUP_NAMES_BN: Record<keyof typeof DEPARTMENT_GROUPS, string> = {
  'Medicine & Allied Subjects': 'মেডিসিন ও সংশ্লিষ্ট বিষয়',
  'Surgery & Allied Subjects': 'সার্জারি ও সংশ্লিষ্ট বিষয়',
};

/** Notice categories (NOTICE_CATEGORIES) in Bengali. */
export const NOTICE_CATEGORY_LABELS_BN: Record<NoticeCategory, string> = {
  admission: 'ভর্তি',
  examination: 'পরীক্ষা',
  results: 'ফলাফল',
  academic: 'একাডেমিক',
  events: 'অনুষ্ঠান',
  holiday: 'ছুটি',
  general: 'সাধারণ',
};
