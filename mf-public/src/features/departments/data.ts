// The departments directory (SPEC.md §2.9), built from the shared constants so that the names here,
// in the faculty form and in the API are the same strings.
import {
  DEPARTMENTS,
  DEPARTMENT_GROUPS,
  MEDICAL_DEPARTMENTS,
  type DepartmentNavItem,
  PATHS,
} from '@gsvmc/shared-types';

const grouped = new Set<string>(Object.values(DEPARTMENT_GROUPS).flat());

/** The 9 top-level departments, then the two expandable groups, in SPEC.md order. */
export const DEPARTMENT_NAV: DepartmentNavItem[] = [
  ...MEDICAL_DEPARTMENTS.filter((name) => !grouped.has(name)).map((name) => ({ name })),
  ...Object.entries(DEPARTMENT_GROUPS).map(([group, names]) => ({
    name: group,
    children: names.map((name) => ({ name, parent: group })),
  })),
];

/** The group a department belongs to, if any. */
export function parentOf(department: string): string | undefined {
  return Object.entries(DEPARTMENT_GROUPS).find(([, names]) => (names as readonly string[]).includes(department))?.[0];
}

/** True for one of the 34 known departments (the URL can carry anything; the page trusts only these). */
export function isKnownDepartment(name: string | null | undefined): name is string {
  return !!name && (DEPARTMENTS as readonly string[]).includes(name);
}

/** Where choosing a department goes: router state for the page, and the URL so a reload keeps it. */
export function departmentLink(name: string, parent?: string) {
  const params = new URLSearchParams({ name });
  if (parent) params.set('parent', parent);
  return { pathname: PATHS.departmentDetail, search: `?${params.toString()}` };
}

export interface DepartmentState {
  department: string;
  parent?: string;
}

/** SPEC.md §2.9: the static overview under the directory. */
export const OVERVIEW = [
  {
    title: 'Pre-clinical',
    text: 'Anatomy, Physiology and Biochemistry lay the scientific foundation of medicine in the first phase of the MBBS course.',
  },
  {
    title: 'Para-clinical',
    text: 'Pharmacology & Therapeutics, Forensic Medicine & Toxicology, Pathology, Microbiology and Community Medicine & Public Health link the basic sciences to the care of patients and communities.',
  },
  {
    title: 'Clinical',
    text: 'Medicine, Surgery, Obstetrics & Gynaecology and their allied subjects teach students at the bedside in the academic hospitals and in the community.',
  },
  {
    title: 'Research',
    text: 'Every department takes part in research, from laboratory work to community health studies, and involves students in it.',
  },
];

/**
 * The about text of a department's page (SPEC.md §2.10). The college can write a text for any
 * department in ABOUT_TEXT; the others get a general description.
 */
export const ABOUT_TEXT: Partial<Record<string, string>> = {};

export function aboutText(department: string, parent?: string): string {
  const custom = ABOUT_TEXT[department];
  if (custom) return custom;
  const within = parent ? ` Part of ${parent}, it` : ' It';
  return `The Department of ${department} teaches MBBS students through lectures, tutorials, practical classes and, where the subject allows, clinical and community placements.${within} works closely with the other departments so that students see how its subject fits into the care of patients, and its faculty members take part in research and in the college's community programme.`;
}
