import {
  DESIGNATION_RANK,
  type CreateFacultyRequest,
  type Faculty,
  type Publication,
  type Qualification,
  type WorkExperience,
} from '@gsvmc/shared-types';
import type { Kysely, Selectable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import type { DB, FacultyTable } from '../db/schema';

type Row = Selectable<FacultyTable>;

/** The fields of CreateFacultyRequest, with the stored picture's path in place of the file. */
export type FacultyInput = Omit<CreateFacultyRequest, 'facultyPicture'> & { facultyPicture?: string | null };

export type FacultyPatch = Partial<Omit<FacultyInput, 'facultyPicture'>>;

function toFaculty(row: Row): Faculty {
  const faculty: Faculty = {
    _id: row.id,
    name: row.name,
    registrationNo: row.registration_no,
    dateOfBirth: row.date_of_birth,
    designation: row.designation,
    department: row.department,
    qualifications: JSON.parse(row.qualifications) as Qualification[],
    workExperience: JSON.parse(row.work_experience) as WorkExperience[],
    publications: JSON.parse(row.publications) as Publication[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  if (row.picture) faculty.facultyPicture = row.picture;
  return faculty;
}

const rank = (designation: string) => {
  const i = (DESIGNATION_RANK as readonly string[]).indexOf(designation);
  return i === -1 ? DESIGNATION_RANK.length : i;
};

/** Department, then rank (Professor first, DESIGNATION_RANK), then name: the directory's order. */
function byDirectoryOrder(a: Faculty, b: Faculty): number {
  return (
    a.department.localeCompare(b.department) ||
    rank(a.designation) - rank(b.designation) ||
    a.name.localeCompare(b.name)
  );
}

export class FacultyRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache?: ResponseCache,
  ) {}

  async list(): Promise<Faculty[]> {
    const rows = await this.db.selectFrom('faculty').selectAll().execute();
    return rows.map(toFaculty).sort(byDirectoryOrder);
  }

  async listByDepartment(department: string): Promise<Faculty[]> {
    const rows = await this.db.selectFrom('faculty').selectAll().where('department', '=', department).execute();
    return rows.map(toFaculty).sort(byDirectoryOrder);
  }

  async get(id: string): Promise<Faculty | undefined> {
    const row = await this.db.selectFrom('faculty').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toFaculty(row);
  }

  async create(input: FacultyInput): Promise<Faculty> {
    const now = new Date().toISOString();
    const row: Row = {
      id: randomUUID(),
      name: input.name,
      registration_no: input.registrationNo,
      date_of_birth: input.dateOfBirth,
      designation: input.designation,
      department: input.department,
      picture: input.facultyPicture ?? null,
      qualifications: JSON.stringify(input.qualifications),
      work_experience: JSON.stringify(input.workExperience),
      publications: JSON.stringify(input.publications),
      created_at: now,
      updated_at: now,
    };
    await this.db.insertInto('faculty').values(row).execute();
    this.cache?.invalidate('faculty');
    return toFaculty(row);
  }

  async update(id: string, patch: FacultyPatch): Promise<Faculty | undefined> {
    const set: Partial<Row> = { updated_at: new Date().toISOString() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.registrationNo !== undefined) set.registration_no = patch.registrationNo;
    if (patch.dateOfBirth !== undefined) set.date_of_birth = patch.dateOfBirth;
    if (patch.designation !== undefined) set.designation = patch.designation;
    if (patch.department !== undefined) set.department = patch.department;
    if (patch.qualifications !== undefined) set.qualifications = JSON.stringify(patch.qualifications);
    if (patch.workExperience !== undefined) set.work_experience = JSON.stringify(patch.workExperience);
    if (patch.publications !== undefined) set.publications = JSON.stringify(patch.publications);
    const result = await this.db.updateTable('faculty').set(set).where('id', '=', id).executeTakeFirst();
    this.cache?.invalidate('faculty');
    return result.numUpdatedRows === 0n ? undefined : this.get(id);
  }

  /**
   * Sets (or, with null, clears) the picture; returns the member as it was before, so the caller can
   * delete the old file once the new path is stored, or undefined when there is no such member.
   */
  async setPicture(id: string, picture: string | null): Promise<{ before: Faculty; after: Faculty } | undefined> {
    const before = await this.get(id);
    if (!before) return undefined;
    await this.db
      .updateTable('faculty')
      .set({ picture, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    this.cache?.invalidate('faculty');
    const after = await this.get(id);
    return after ? { before, after } : undefined;
  }

  /** Returns the deleted member (so the caller can remove the picture), or undefined. */
  async remove(id: string): Promise<Faculty | undefined> {
    // One statement: of two deletes racing on different replicas, only one gets the row back.
    const row = await this.db.deleteFrom('faculty').where('id', '=', id).returningAll().executeTakeFirst();
    this.cache?.invalidate('faculty');
    return row && toFaculty(row);
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('faculty')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
