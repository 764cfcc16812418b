import { auditChanges, type AuditEntry, type AuditPage, type AuditQuery } from '@gsvmc/shared-types';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AuditLogTable, DB } from '../db/schema';

/**
 * Who made a change. A FastifyRequest is one (its `ip`, `method`, `routeOptions.url` and, behind the
 * auth hooks, `user`), so a route passes its request as it is; work without a request (the seed, the
 * trash sweep, the command line) passes a SYSTEM actor.
 */
export interface Actor {
  ip?: string;
  method?: string;
  routeOptions?: { url?: string };
  user?: { id: string; email: string; role: string };
  /** Set by record(): a mutating request that ends without it is reported (server.ts). */
  audited?: boolean;
}

export const systemActor = (what: string): Actor => ({ ip: what });

export interface AuditInput {
  action: string;
  entity: string;
  entityId?: string | null;
  /** A line a person reads in the log ("Deleted notice “Exam routine”"). */
  summary?: string;
  before?: unknown;
  after?: unknown;
  /** The person, when it is not the request's signed-in user (a registration, a sign-in, a reset link). */
  by?: { id: string; email: string; role: string };
}

/** Keys never written to the log, at any depth: passwords, hashes, tokens, secrets. */
const SECRET_KEY = /pass(word)?|hash|token|secret/i;

/** A copy of `value` without secret keys, ready for JSON. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (!SECRET_KEY.test(key)) out[key] = redact(v);
    return out;
  }
  return value;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(redact(value)));

function toEntry(row: Selectable<AuditLogTable>): AuditEntry {
  const before: unknown = row.before_data ? JSON.parse(row.before_data) : null;
  const after: unknown = row.after_data ? JSON.parse(row.after_data) : null;
  return {
    _id: Number(row.seq),
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    ip: row.ip,
    route: row.route,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
    before,
    after,
    changes: auditChanges(row.entity, before, after),
  };
}

/**
 * THE audit path: every data-changing request calls `record(trx, request, {...})` inside the
 * transaction that makes its change, so the log row commits or rolls back with it.
 */
export class AuditRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async record(trx: Transaction<DB> | Kysely<DB>, actor: Actor, input: AuditInput): Promise<void> {
    const url = actor.routeOptions?.url;
    const who = input.by ?? actor.user;
    await trx
      .insertInto('audit_log')
      .values({
        at: this.now().toISOString(),
        actor_id: who?.id ?? null,
        actor_email: who?.email ?? null,
        actor_role: who?.role ?? null,
        ip: actor.ip ?? null,
        route: actor.method && url ? `${actor.method} ${url}` : null,
        action: input.action,
        entity: input.entity,
        entity_id: input.entityId ?? null,
        summary: input.summary ?? null,
        before_data: json(input.before),
        after_data: json(input.after),
      })
      .execute();
    actor.audited = true;
  }

  async list(query: AuditQuery): Promise<AuditPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const filtered = () => {
      let q = this.db.selectFrom('audit_log');
      if (query.actor) q = q.where('actor_id', '=', query.actor);
      if (query.entity) q = q.where('entity', '=', query.entity);
      // Sign-ins and sign-outs are a view of their own: by default the log shows what people changed.
      const kind = query.kind ?? (query.entity === 'session' ? 'signin' : 'changes');
      if (kind === 'changes') q = q.where('entity', '<>', 'session');
      if (kind === 'signin') q = q.where('entity', '=', 'session');
      const words = (query.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
      // Every word somewhere in the row (any case): its summary, person, record, route or the record's
      // data before and after. LIKE's wildcards in the words are taken literally.
      for (const word of words) {
        const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) =>
          eb.or(
            SEARCHED.map((column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`),
          ),
        );
      }
      // Whole days in Dhaka, as the portal shows every time: "yesterday" is the college's yesterday,
      // not the UTC day that starts at six in the morning there. `to` includes its own day.
      if (query.from) q = q.where('at', '>=', dhakaDayStart(query.from));
      if (query.to) q = q.where('at', '<', dhakaDayStart(query.to, 1));
      return q;
    };
    const [rows, count] = await Promise.all([
      filtered()
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('seq', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      filtered()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map(toEntry), total: Number(count.n), page, pageSize };
  }
}

const SEARCHED = ['summary', 'actor_email', 'entity', 'entity_id', 'route', 'before_data', 'after_data'] as const;

/** Bangladesh keeps UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET = '+06:00';

/** The instant (ISO, UTC, as `at` is stored) a day in Dhaka ("2026-11-27") begins, `plus` days on. */
export function dhakaDayStart(day: string, plus = 0): string {
  const d = new Date(`${day}T00:00:00.000${DHAKA_OFFSET}`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString();
}
