import type { Alumni } from '@gsvmc/shared-types';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ResponseCache } from '../cache';
import { OPTIONAL_ALUMNI_FIELDS } from '../alumni/validate';
import { lockInTransaction, toBool } from '../db/dialect';
import type { AlumniTable, DB } from '../db/schema';
import type { Actor, AuditRepository } from './audit';
import type { TrashMover } from './trashMover';

type Row = Selectable<AlumniTable>;
export type AlumniInput = Omit<Alumni, '_id'>;

export function toAlumni(row: Row): Alumni {
  const a: Alumni = {
    _id: row.id,
    fullName: row.full_name,
    graduationYear: row.graduation_year,
    degree: row.degree,
    major: row.major,
    contactConsent: toBool(row.contact_consent),
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

export function toColumns(input: AlumniInput) {
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
    contact_consent: input.contactConsent ? 1 : 0,
  };
}

/**
 * A record as the public may see it: the phone and e-mail only where the person agreed. Staff get
 * the record as stored; every other caller of the API gets this, so the details never leave the
 * server rather than being hidden by the page.
 */
export function publicAlumni(alumnus: Alumni): Alumni {
  if (alumnus.contactConsent) return alumnus;
  const { email: _email, phone: _phone, ...rest } = alumnus;
  return rest;
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
    private readonly audit: AuditRepository,
    private readonly trash: TrashMover,
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
  async replace(id: string, input: AlumniInput, actor: Actor): Promise<Alumni | undefined> {
    const result = await this.db.transaction().execute(async (trx) => {
      // Key checks then a write: serialised with imports on every replica (see importRows).
      await lockInTransaction(trx, 'gsvmc:alumni-keys');
      const before = await trx.selectFrom('alumni').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      const clash = await keyClash(trx, input, id);
      if (clash) throw new KeyClashError(clash.message);
      await trx
        .updateTable('alumni')
        .set({ ...toColumns(input), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      const after = toAlumni(await trx.selectFrom('alumni').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
      await this.audit.record(trx, actor, {
        action: 'update',
        entity: 'alumni',
        entityId: id,
        summary: `Edited alumni record ${after.fullName}`,
        before: toAlumni(before),
        after,
      });
      return after;
    });
    this.cache?.invalidate('alumni');
    return result;
  }

  /** Moves the record to the trash; false when there is no such record. */
  async remove(id: string, actor: Actor): Promise<boolean> {
    const removed = await this.db.transaction().execute((trx) => this.trash.moveToTrash(trx, 'alumni', id, actor));
    this.cache?.invalidate('alumni');
    return removed !== undefined;
  }

  async count(): Promise<number> {
    const r = await this.db
      .selectFrom('alumni')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
