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
