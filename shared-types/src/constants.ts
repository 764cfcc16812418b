// Constants of SPEC.md §9 and the department lists of §2.9 and §3.

/** The 22 departments of the departments directory (SPEC.md §2.9), in directory order. */
export const MEDICAL_DEPARTMENTS = [
  'Anatomy',
  'Physiology',
  'Biochemistry',
  'Pharmacology & Therapeutics',
  'Forensic Medicine & Toxicology',
  'Pathology',
  'Microbiology',
  'Community Medicine & Public Health',
  'Obstetrics & Gynaecology',
  'Internal Medicine',
  'Psychiatry',
  'Dermatology',
  'Paediatrics',
  'General Surgery',
  'Orthopaedic Surgery',
  'Radiology',
  'Radiotherapy',
  'Neurosurgery',
  'Paediatric Surgery',
  'Urology',
  'Ophthalmology',
  'Otolaryngology',
] as const;
export type MedicalDepartmentName = (typeof MEDICAL_DEPARTMENTS)[number];

/** The dental unit's twelve departments (SPEC.md §2.12). */
export const DENTAL_DEPARTMENTS = [
  'Dental Anatomy',
  'Dental Physiology',
  'Dental Pharmacology',
  'Dental Pathology & Microbiology',
  'Science of Dental Materials',
  'Oral Anatomy & Physiology',
  'Oral Pathology & Periodontology',
  'Conservative Dentistry & Endodontics',
  'Oral & Maxillofacial Surgery',
  'Orthodontics & Dentofacial Orthopaedics',
  'Prosthodontics',
  'Paediatric Dentistry & Dental Public Health',
] as const;

/**
 * The 34 departments of the faculty form (SPEC.md §3): the 22 of §2.9 plus the dental unit's 12.
 * The old site listed "General Surgery" twice; it appears once here.
 */
export const DEPARTMENTS = [...MEDICAL_DEPARTMENTS, ...DENTAL_DEPARTMENTS] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** Parent groups of the departments directory (SPEC.md §2.9). */
export const DEPARTMENT_GROUPS = {
  'Medicine & Allied Subjects': ['Internal Medicine', 'Psychiatry', 'Dermatology', 'Paediatrics'],
  'Surgery & Allied Subjects': [
    'General Surgery',
    'Orthopaedic Surgery',
    'Radiology',
    'Radiotherapy',
    'Neurosurgery',
    'Paediatric Surgery',
    'Urology',
    'Ophthalmology',
    'Otolaryngology',
  ],
} as const satisfies Record<string, readonly Department[]>;

/** Faculty ranks, highest first; the directory orders each department by this, then by name. */
export const DESIGNATION_RANK = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer'] as const;

/** Upload limits, enforced by the server and checked early by the browser. */
export const UPLOAD_LIMITS = {
  /** Notice PDFs. */
  pdfBytes: 10 * 1024 * 1024,
  /** Gallery photos, faculty pictures and pictures of pages: a phone's photo as it takes it (scaled down on arrival). */
  imageBytes: 20 * 1024 * 1024,
  /** Alumni spreadsheets. */
  spreadsheetBytes: 5 * 1024 * 1024,
  /** Rows read from one alumni spreadsheet. */
  spreadsheetRows: 10_000,
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const ACCEPTED_SPREADSHEET_EXTENSIONS = ['.xlsx', '.xls'] as const;

/** SPEC.md §9. */
export const LIMITS = {
  mobileBreakpointPx: 768,
  adminSidebarPx: 256,
  adminDrawerPx: 288,
  /** The admin portal's top bar on a phone; sticky bars inside a page stick below it. */
  adminTopBarPx: 56,
  sliderImages: 4,
  sliderIntervalMs: 3000,
  landingNotices: 3,
  landingPhotos: 8,
  toastMs: 3000,
  /** A toast with a button (Undo) stays long enough to read it and reach the button. */
  actionToastMs: 10000,
  navTopRowItems: 8,
} as const;

export const COLLEGE_FACTS = {
  admissionsPerYear: 50,
  mbbsYears: 5,
  internshipYears: 1,
  academicHospitals: 5,
  primaryHealthCentres: 17,
  ruralHealthCentres: 5,
  communityProgrammePhases: 4,
} as const;

/**
 * Password rules (ASVS 5 V6.2), checked by the API on registration, password change and reset, and
 * stated by the forms before anyone submits. The common-password list (10,000 entries) lives only
 * on the server.
 */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 128,
  commonListSize: 10_000,
} as const;

/** The rules in the words the forms show under a new-password field. */
export const PASSWORD_RULES_TEXT =
  `At least ${PASSWORD_RULES.minLength} characters (up to ${PASSWORD_RULES.maxLength}); spaces are allowed, ` +
  'so a phrase of a few words works well. It must not be one of the 10,000 most common passwords, ' +
  'your email address or your username.';

/**
 * The address when it is an absolute http: or https: URL, else null. Every user-entered link is
 * rendered through it, so a `javascript:` or `data:` value stored before the API refused them (or
 * slipped in some other way) shows as text and never runs in the site's origin.
 */
export function safeWebLink(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
