import type { Alumni, AlumniRowError } from '@gsvmc/shared-types';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { ResponseCache } from '../cache';
import { OPTIONAL_ALUMNI_FIELDS } from '../alumni/validate';
import { lockInTransaction } from '../db/dialect';
import type { AlumniTable, DB } from '../db/schema';

type Row = Selectable<AlumniTable>;
export type AlumniInput = Omit<Alumni, '_id'>;

function toAlumni(row: Row): Alumni {
  const a: Alumni = {
    _id: row.id,
    fullName: row.full_name,
    graduationYear: row.graduation_year,
    degree: row.degree,
    major: row.major,
  };
  const optional: Record<(typeof OPTIONAL_ALUMNI_FIELDS)[number], string | null> = {
    alumniId: row.alumni_id,
    email: row.email,
    currentCompany: row.current_company,
    jobTitle: row.job_title,
    location: row.location,
    linkedInProfile: row.linked_in_profile,
    phone: row.phone,
    achievements: row.achievements,
  };
  for (const key of OPTIONAL_ALUMNI_FIELDS) {
    const value = optional[key];
    if (value) a[key] = value;
  }
  return a;
}

function toColumns(input: AlumniInput) {
  return {
    alumni_id: input.alumniId || null,
    full_name: input.fullName,
    graduation_year: input.graduationYear,
    degree: input.degree,
    major: input.major,
    email: input.email ? input.email.toLowerCase() : null,
    current_company: input.currentCompany || null,
    job_title: input.jobTitle || null,
    location: input.location || null,
    linked_in_profile: input.linkedInProfile || null,
    phone: input.phone || null,
    achievements: input.achievements || null,
  };
}

export interface ImportRow {
  row: number;
  value: AlumniInput;
}

type Db = Kysely<DB> | Transaction<DB>;

async function findByAlumniId(db: Db, alumniId: string) {
  return db.selectFrom('alumni').select('id').where('alumni_id', '=', alumniId).executeTakeFirst();
}
async function findByEmail(db: Db, email: string) {
  return db
    .selectFrom('alumni')
    .select(['id', 'alumni_id'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The reason `input` cannot be stored on record `selfId` (or as a new record), if another record owns its keys. */
async function keyClash(
  db: Db,
  input: AlumniInput,
  selfId: string | undefined,
): Promise<{ field: string; message: string } | undefined> {
  if (input.alumniId) {
    const other = await findByAlumniId(db, input.alumniId);
    if (other && other.id !== selfId)
      return { field: 'alumniId', message: `Alumni ID ${input.alumniId} belongs to another record` };
  }
  if (input.email) {
    const other = await findByEmail(db, input.email);
    if (other && other.id !== selfId)
      return { field: 'email', message: `Email ${input.email} belongs to another record` };
  }
  return undefined;
}

export class KeyClashError extends Error {}

export class AlumniRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly cache?: ResponseCache,
  ) {}

  /** Grouped by major, newest class first, then by name: the directory's order (SPEC.md §2.8). */
  async list(): Promise<Alumni[]> {
    const rows = await this.db
      .selectFrom('alumni')
      .selectAll()
      .orderBy('major')
      .orderBy('graduation_year', 'desc')
      .orderBy('full_name')
      .execute();
    return rows.map(toAlumni);
  }

  /**
   * One page of the directory in its order, with the counts a pager needs; q and year filter in SQL,
   * so a page never reads every record into memory. LIKE runs over lower() on both sides: SQLite's
   * LIKE ignores ASCII case, PostgreSQL's does not.
   */
  async listPage({ page, pageSize, q, year }: { page: number; pageSize: number; q: string; year?: number }) {
    const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const haystack = sql<string>`lower(full_name || ' ' || coalesce(current_company, '') || ' ' || coalesce(location, ''))`;
    const filtered = () => {
      let query = this.db.selectFrom('alumni');
      if (year !== undefined) query = query.where('graduation_year', '=', year);
      for (const word of words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        query = query.where(sql<boolean>`${haystack} like ${pattern} escape '\\'`);
      }
      return query;
    };
    const [rows, majors, years] = await Promise.all([
      filtered()
        .selectAll()
        .orderBy('major')
        .orderBy('graduation_year', 'desc')
        .orderBy('full_name')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      filtered()
        .select(['major', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('major')
        .orderBy('major')
        .execute(),
      this.db.selectFrom('alumni').select('graduation_year').distinct().orderBy('graduation_year', 'desc').execute(),
    ]);
    const counts = majors.map((m) => ({ major: m.major, count: Number(m.n) }));
    return {
      data: rows.map(toAlumni),
      total: counts.reduce((sum, m) => sum + m.count, 0),
      page,
      pageSize,
      years: years.map((y) => Number(y.graduation_year)),
      majors: counts,
    };
  }

  /** Full replacement (PUT). Throws KeyClashError when the alumniId or email belongs to someone else. */
  async replace(id: string, input: AlumniInput): Promise<Alumni | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      // Key checks then a write: serialised with imports on every replica (see importRows).
      await lockInTransaction(trx, 'gsvmc:alumni-keys');
      const exists = await trx.selectFrom('alumni').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) return undefined;
      const clash = await keyClash(trx, input, id);
      if (clash) throw new KeyClashError(clash.message);
      await trx
        .updateTable('alumni')
        .set({ ...toColumns(input), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const row = await trx.selectFrom('alumni').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return toAlumni(row);
    });
    this.cache?.invalidate('alumni');
    return result;
  }

  async remove(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('alumni').where('id', '=', id).executeTakeFirst();
    this.cache?.invalidate('alumni');
    return r.numDeletedRows > 0n;
  }

  /**
   * Stores valid spreadsheet rows in one transaction: a row matches an existing record by alumniId,
   * else by email, and updates it; otherwise it is inserted. Rows whose keys belong to another
   * record are reported, not stored. Every key is read once up front, so each row costs one write.
   */
  async importRows(rows: ImportRow[]): Promise<{ count: number; errors: AlumniRowError[] }> {
    const result = await this.db.transaction().execute(async (trx) => {
      // The keys below are read once and trusted for the whole import, so two imports (or an import
      // and an edit) through different replicas must not interleave: on PostgreSQL they take turns
      // under an advisory lock, and the second then reads what the first committed.
      await lockInTransaction(trx, 'gsvmc:alumni-keys');
      type Keys = { id: string; alumni_id: string | null; email: string | null };
      const byAlumniId = new Map<string, Keys>();
      const byEmail = new Map<string, Keys>();
      for (const r of await trx.selectFrom('alumni').select(['id', 'alumni_id', 'email']).execute()) {
        if (r.alumni_id) byAlumniId.set(r.alumni_id, r);
        if (r.email) byEmail.set(r.email.toLowerCase(), r);
      }
      const errors: AlumniRowError[] = [];
      let count = 0;
      const now = new Date().toISOString();
      for (const { row, value } of rows) {
        const alumniId = value.alumniId || null;
        const email = value.email ? value.email.toLowerCase() : null;
        let match = alumniId ? byAlumniId.get(alumniId) : undefined;
        if (!match && email) {
          // Matching by email must not rewrite another person's Alumni ID: only when one side has none.
          const byMail = byEmail.get(email);
          if (byMail && (!alumniId || !byMail.alumni_id)) match = byMail;
        }
        const idOwner = alumniId ? byAlumniId.get(alumniId) : undefined;
        const emailOwner = email ? byEmail.get(email) : undefined;
        if (idOwner && idOwner !== match) {
          errors.push({ row, field: 'alumniId', message: `Alumni ID ${alumniId} belongs to another record` });
          continue;
        }
        if (emailOwner && emailOwner !== match) {
          errors.push({ row, field: 'email', message: `Email ${value.email} belongs to another record` });
          continue;
        }
        if (match) {
          await trx
            .updateTable('alumni')
            .set({ ...toColumns(value), updated_at: now })
            .where('id', '=', match.id)
            .execute();
          if (match.alumni_id && match.alumni_id !== alumniId) byAlumniId.delete(match.alumni_id);
          if (match.email && match.email.toLowerCase() !== email) byEmail.delete(match.email.toLowerCase());
          match.alumni_id = alumniId;
          match.email = email;
        } else {
          match = { id: randomUUID(), alumni_id: alumniId, email };
          await trx
            .insertInto('alumni')
            .values({ id: match.id, ...toColumns(value), created_at: now, updated_at: now })
            .execute();
        }
        if (alumniId) byAlumniId.set(alumniId, match);
        if (email) byEmail.set(email, match);
        count += 1;
      }
      return { count, errors };
    });
    this.cache?.invalidate('alumni');
    return result;
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('alumni')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
