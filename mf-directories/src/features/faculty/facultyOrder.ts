// Ordering and filtering of the faculty directory (SPEC.md §2.6).
import { DEPARTMENTS, DESIGNATION_RANK, departmentName, designationName, type Faculty } from '@gsvmc/shared-types';

/**
 * Position of a designation in DESIGNATION_RANK; anything else ranks after Lecturer.
 * A suffix such as "Professor & Head" or "Assistant Professor (cc)" keeps the rank it starts with.
 */
export function designationRank(designation: string): number {
  const d = designation.trim().toLowerCase();
  let best: number = DESIGNATION_RANK.length;
  let bestLength = 0;
  DESIGNATION_RANK.forEach((title, i) => {
    const t = title.toLowerCase();
    const starts = d === t || (d.startsWith(t) && !/[a-z]/.test(d.charAt(t.length)));
    if (starts && t.length > bestLength) {
      best = i;
      bestLength = t.length;
    }
  });
  return best;
}

const byName = (a: Faculty, b: Faculty) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** Rank first (Professor, Associate, Assistant, Lecturer, others), then name. */
export function compareFaculty(a: Faculty, b: Faculty): number {
  return designationRank(a.designation) - designationRank(b.designation) || byName(a, b);
}

/** Departments in DEPARTMENTS order; a department not in that list follows, alphabetically. */
function departmentOrder(name: string): [number, string] {
  const i = (DEPARTMENTS as readonly string[]).indexOf(name);
  return [i === -1 ? DEPARTMENTS.length : i, name];
}

export interface DepartmentGroup {
  department: string;
  members: Faculty[];
}

export function groupByDepartment(faculty: readonly Faculty[]): DepartmentGroup[] {
  const groups = new Map<string, Faculty[]>();
  for (const member of faculty) {
    const key = member.department?.trim() || 'Other';
    const list = groups.get(key) ?? [];
    list.push(member);
    groups.set(key, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      const [ia, na] = departmentOrder(a);
      const [ib, nb] = departmentOrder(b);
      return ia - ib || na.localeCompare(nb);
    })
    .map(([department, members]) => ({ department, members: [...members].sort(compareFaculty) }));
}

export function degreesOf(member: Faculty): string {
  return (member.qualifications ?? [])
    .map((q) => q.degree?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Case-insensitive match of every word of the query against name, designation, degrees or department
 * (the department too: a search for "anatomy" used to find nobody), the designation and department in Bengali too: a
 * reader of the Bengali page types what it shows ("অধ্যাপক", "অ্যানাটমি").
 */
export function matchesSearch(member: Faculty, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    member.name,
    member.designation,
    designationName(member.designation, 'bn'),
    degreesOf(member),
    member.department,
    departmentName(member.department, 'bn'),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((w) => haystack.includes(w));
}

const HONORIFICS = /^(dr|prof|professor|md|mohammad|mohammed|muhammad|mr|mrs|ms|miss)\.?$/i;

/** The letter shown when there is no picture: the first letter of the name, past titles such as "Dr." or "Md.". */
export function initialOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const word = words.find((w) => !HONORIFICS.test(w)) ?? words[0] ?? '';
  return (word.match(/\p{L}/u)?.[0] ?? '?').toUpperCase();
}
