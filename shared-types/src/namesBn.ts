// Bengali names of the fixed lists (departments, designations, notice categories): data that every
// remote shows, kept beside the English lists so that the two cannot drift apart (each is typed by
// the English list's keys). Terms as Bangladeshi medical colleges print them.
import type { Department } from './constants';
import { DESIGNATION_RANK, type DEPARTMENT_GROUPS } from './constants';

export const DEPARTMENT_NAMES_BN: Readonly<Record<Department, string>> = {
  Anatomy: 'অ্যানাটমি',
  Physiology: 'ফিজিওলজি',
  Biochemistry: 'বায়োকেমিস্ট্রি',
  'Pharmacology & Therapeutics': 'ফার্মাকোলজি ও থেরাপিউটিকস',
  'Forensic Medicine & Toxicology': 'ফরেনসিক মেডিসিন ও টক্সিকোলজি',
  Pathology: 'প্যাথলজি',
  Microbiology: 'মাইক্রোবায়োলজি',
  'Community Medicine & Public Health': 'কমিউনিটি মেডিসিন ও জনস্বাস্থ্য',
  'Obstetrics & Gynaecology': 'প্রসূতি ও স্ত্রীরোগ',
  'Internal Medicine': 'মেডিসিন',
  Psychiatry: 'মনোরোগবিদ্যা',
  Dermatology: 'চর্মরোগবিদ্যা',
  Paediatrics: 'শিশুরোগ',
  'General Surgery': 'সার্জারি',
  'Orthopaedic Surgery': 'অর্থোপেডিক সার্জারি',
  Radiology: 'রেডিওলজি',
  Radiotherapy: 'রেডিওথেরাপি',
  Neurosurgery: 'নিউরোসার্জারি',
  'Paediatric Surgery': 'শিশু সার্জারি',
  Urology: 'ইউরোলজি',
  Ophthalmology: 'চক্ষুবিদ্যা',
  Otolaryngology: 'নাক, কান ও গলা',
  'Dental Anatomy': 'ডেন্টাল অ্যানাটমি',
  'Dental Physiology': 'ডেন্টাল ফিজিওলজি',
  'Dental Pharmacology': 'ডেন্টাল ফার্মাকোলজি',
  'Dental Pathology & Microbiology': 'ডেন্টাল প্যাথলজি ও মাইক্রোবায়োলজি',
  'Science of Dental Materials': 'ডেন্টাল ম্যাটেরিয়ালস বিজ্ঞান',
  'Oral Anatomy & Physiology': 'ওরাল অ্যানাটমি ও ফিজিওলজি',
  'Oral Pathology & Periodontology': 'ওরাল প্যাথলজি ও পেরিওডন্টোলজি',
  'Conservative Dentistry & Endodontics': 'কনজারভেটিভ ডেন্টিস্ট্রি ও এন্ডোডন্টিকস',
  'Oral & Maxillofacial Surgery': 'ওরাল ও ম্যাক্সিলোফেসিয়াল সার্জারি',
  'Orthodontics & Dentofacial Orthopaedics': 'অর্থোডন্টিকস ও ডেন্টোফেসিয়াল অর্থোপেডিকস',
  Prosthodontics: 'প্রস্থোডন্টিকস',
  'Paediatric Dentistry & Dental Public Health': 'শিশু দন্তচিকিৎসা ও ডেন্টাল জনস্বাস্থ্য',
};

/**
 * The plain Bengali words for departments whose printed name is the English one in Bengali letters:
 * readers search with either ("প্যাথলজি" or "রোগতত্ত্ব"), so the search index holds both.
 */
export const DEPARTMENT_TERMS_BN: Readonly<Partial<Record<Department, string>>> = {
  Anatomy: 'শারীরস্থান',
  Physiology: 'শারীরবিদ্যা',
  Biochemistry: 'প্রাণরসায়ন',
  'Forensic Medicine & Toxicology': 'বিষবিদ্যা',
  Pathology: 'রোগতত্ত্ব',
  Microbiology: 'অণুজীববিদ্যা',
  Psychiatry: 'মনোরোগ',
  Dermatology: 'চর্মরোগ',
  'General Surgery': 'সাধারণ সার্জারি',
  'Orthopaedic Surgery': 'হাড়জোড়',
  Ophthalmology: 'চক্ষুরোগ',
};

/** The directory's parent groups (DEPARTMENT_GROUPS) and the two halves of the list. */
export const DEPARTMENT_GROUP_NAMES_BN: Readonly<Record<keyof typeof DEPARTMENT_GROUPS, string>> = {
  'Medicine & Allied Subjects': 'মেডিসিন ও সংশ্লিষ্ট বিষয়',
  'Surgery & Allied Subjects': 'সার্জারি ও সংশ্লিষ্ট বিষয়',
};

export type Designation = (typeof DESIGNATION_RANK)[number];
export const DESIGNATION_NAMES_BN: Readonly<Record<Designation, string>> = {
  Professor: 'অধ্যাপক',
  'Associate Professor': 'সহযোগী অধ্যাপক',
  'Assistant Professor': 'সহকারী অধ্যাপক',
  Lecturer: 'প্রভাষক',
};

/**
 * A department's or designation's name in a language; a name outside the fixed lists (a designation
 * typed by hand, an older record) is shown as it was stored.
 */
export function departmentName(name: string, locale: 'en' | 'bn'): string {
  return locale === 'bn'
    ? (DEPARTMENT_NAMES_BN[name as Department] ??
        (DEPARTMENT_GROUP_NAMES_BN as Readonly<Record<string, string>>)[name] ??
        name)
    : name;
}

export function designationName(name: string, locale: 'en' | 'bn'): string {
  return locale === 'bn' ? (DESIGNATION_NAMES_BN[name as Designation] ?? name) : name;
}
