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
import type { Actor, AuditRepository } from './audit';
import type { TrashMover } from './trashMover';

type Row = Selectable<FacultyTable>;

/** The fields of CreateFacultyRequest, with the stored picture's path in place of the file. */
export type FacultyInput = Omit<CreateFacultyRequest, 'facultyPicture'> & { facultyPicture?: string | null };

export type FacultyPatch = Partial<Omit<FacultyInput, 'facultyPicture'>>;

export function toFaculty(row: Row): Faculty {
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
    private readonly audit: AuditRepository,
    private readonly trash: TrashMover,
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

  async create(input: FacultyInput, actor: Actor): Promise<Faculty> {
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
    const member = toFaculty(row);
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('faculty').values(row).execute();
      await this.audit.record(trx, actor, {
        action: 'create',
        entity: 'faculty',
        entityId: row.id,
        summary: `Added faculty member ${row.name}`,
        after: member,
      });
    });
    this.cache?.invalidate('faculty');
    return member;
  }

  async update(id: string, patch: FacultyPatch, actor: Actor): Promise<Faculty | undefined> {
    const set: Partial<Row> = { updated_at: new Date().toISOString() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.registrationNo !== undefined) set.registration_no = patch.registrationNo;
    if (patch.dateOfBirth !== undefined) set.date_of_birth = patch.dateOfBirth;
    if (patch.designation !== undefined) set.designation = patch.designation;
    if (patch.department !== undefined) set.department = patch.department;
    if (patch.qualifications !== undefined) set.qualifications = JSON.stringify(patch.qualifications);
    if (patch.workExperience !== undefined) set.work_experience = JSON.stringify(patch.workExperience);
    if (patch.publications !== undefined) set.publications = JSON.stringify(patch.publications);
    const result = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('faculty').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      await trx.updateTable('faculty').set(set).where('id', '=', id).execute();
      const after = toFaculty(
        await trx.selectFrom('faculty').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      );
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'faculty',
        entityId: id,
        summary: `Edited faculty member ${after.name}`,
        before: toFaculty(before),
        after,
      });
      return after;
    });
    this.cache?.invalidate('faculty');
    return result;
  }

  /**
   * Sets (or, with null, clears) the picture; returns the member as it was before, so the caller can
   * delete the old file once the new path is stored, or undefined when there is no such member.
   */
  async setPicture(
    id: string,
    picture: string | null,
    actor: Actor,
  ): Promise<{ before: Faculty; after: Faculty } | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('faculty').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      await trx
        .updateTable('faculty')
        .set({ picture, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const change = {
        before: toFaculty(row),
        after: toFaculty(await trx.selectFrom('faculty').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      };
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'faculty',
        entityId: id,
        summary: picture ? `Replaced the picture of ${row.name}` : `Removed the picture of ${row.name}`,
        ...change,
      });
      return change;
    });
    this.cache?.invalidate('faculty');
    return result;
  }

  /** Moves the member, with the four lists and the picture, to the trash; returns them, or undefined. */
  async remove(id: string, actor: Actor): Promise<Faculty | undefined> {
    const removed = await this.db
      .transaction()
      .execute((trx) => this.trash.moveToTrash(trx, 'faculty', id, actor) as Promise<Faculty | undefined>);
    this.cache?.invalidate('faculty');
    return removed;
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('faculty')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
