// What a start does before the API answers: clear files a crash left behind, seed a first start (one
// replica at a time), sweep the trash now and every hour, and start the job queue once ready.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { withStartupLock } from '../db/dialect';
import { queueNoticeReading } from '../jobs/noticeTextJob';
import { sweepTrash } from '../routes/trash';
import { seed } from '../seed';
import { backfillDerivatives } from '../uploads/images';
import { referencedUploads } from '../uploads/serving';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type ServerOptions } from './options';

/** How often the trash is swept for items past their 30 days. */
const TRASH_SWEEP_MS = 60 * 60 * 1000;

export async function runStartup(
  app: FastifyInstance,
  ctx: AppContext,
  options: ServerOptions,
  production: boolean,
): Promise<void> {
  const { db } = ctx.store;
  try {
    // Files a crash left between their write and their row (and stale temporary files) go now,
    // before any new upload can be in flight.
    const removed = await ctx.uploads.sweepOrphans(await referencedUploads(db));
    if (removed.length > 0) app.log.warn({ removed }, `removed ${removed.length} upload(s) that no record names`);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  try {
    // Replicas starting together take turns here (an advisory lock on PostgreSQL): the first seeds,
    // the others then find the admin and the seeded flag and do nothing.
    await withStartupLock(db, 'gsvmc:first-start-seed', () =>
      seed(ctx, {
        mode: options.seed ?? 'full',
        production,
        adminEmail: options.adminEmail,
        adminPassword: options.adminPassword,
        defaults: { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD },
        log: app.log,
      }).then(() =>
        // Seeded pictures, and any stored before derivatives existed, get their smaller copies.
        backfillDerivatives(ctx),
      ),
    );
  } catch (err) {
    // A refused start (e.g. production without admin credentials) must not leave the database open.
    await db.destroy();
    throw err;
  }

  // Items whose 30 days in the trash are over go at start-up and then every hour, with their files.
  await sweepTrash(ctx).catch((err: unknown) => app.log.error({ err }, 'trash sweep failed'));
  const sweep = setInterval(() => {
    sweepTrash(ctx).catch((err: unknown) => app.log.error({ err }, 'trash sweep failed'));
  }, TRASH_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // The queue starts with the server (after the seed); notices still without text, the seeded ones
  // included, get their reading queued (a key per notice and PDF: never twice).
  app.addHook('onReady', async () => {
    await ctx.jobs.start();
    for (const notice of await ctx.notices.pendingText()) await queueNoticeReading(ctx, notice.id, notice.pdfPath);
  });
}
