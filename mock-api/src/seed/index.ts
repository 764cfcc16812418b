import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/passwordPolicy';
import type { AppContext } from '../context';
import { sampleAlumni, sampleFaculty, SAMPLE_NOTICES, SAMPLE_PHOTO_TITLES } from './data';
import { avatarPng, galleryPng } from './images';
import { makePdf } from './pdf';
import { systemActor } from '../repositories/audit';

/** The first-start content is written, and logged, as the system's own work. */
const SEED = systemActor('first-start seed');

export type SeedMode = 'full' | 'admin' | false;

export interface SeedOptions {
  mode: SeedMode;
  production: boolean;
  adminEmail?: string;
  adminPassword?: string;
  defaults: { email: string; password: string };
  log: FastifyBaseLogger;
}

/**
 * Idempotent first-start seeding: the admin account whenever no admin exists, and the sample
 * content only on a database that has never held content (a `meta` flag), so content an admin
 * deleted does not come back on the next restart.
 */
export async function seed(ctx: AppContext, options: SeedOptions): Promise<void> {
  if (options.mode === false) return;
  await seedAdmin(ctx, options);
  if (options.mode !== 'full') return;

  const { db } = ctx.store;
  const flag = await db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst();
  if (flag) return;
  const counts = await Promise.all([ctx.faculty.count(), ctx.notices.count(), ctx.photos.count(), ctx.alumni.count()]);
  if (counts.every((n) => n === 0)) {
    await seedContent(ctx);
    options.log.info('seeded sample content (faculty, notices, photos, alumni)');
  }
  await db.insertInto('meta').values({ key: 'seeded_at', value: new Date().toISOString() }).execute();
}

async function seedAdmin(ctx: AppContext, options: SeedOptions): Promise<void> {
  if ((await ctx.users.countAdmins()) > 0) return;
  let email = options.adminEmail;
  let password = options.adminPassword;
  if (!email || !password) {
    if (options.production)
      throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD are required on the first start when NODE_ENV=production');
    email ??= options.defaults.email;
    password ??= options.defaults.password;
    options.log.warn(
      `No ADMIN_EMAIL/ADMIN_PASSWORD set: created the local admin ${email} with the default password. Change it before going public.`,
    );
  }
  if (options.production && password === options.defaults.password)
    throw new Error('ADMIN_PASSWORD must not be the documented default in production');
  // The same rules as every user's password: production refuses to start with "abc" or "password1".
  const problem = passwordProblem(password, { email });
  if (problem) {
    if (options.production) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`);
    options.log.warn(`ADMIN_PASSWORD would be refused in production: ${problem}`);
  }
  const created = await ctx.users.create({
    username: 'Administrator',
    email,
    passwordHash: await hashPassword(password, ctx.hashCost),
    role: 'admin',
  });
  if (!created) {
    // The address is taken by a registered user: promote nobody silently, say so.
    options.log.error(`Cannot create the admin account: ${email} is already registered as a user`);
  }
}

async function seedContent(ctx: AppContext): Promise<void> {
  let n = 0;
  for (const member of sampleFaculty()) {
    n += 1;
    const { withPicture, ...input } = member;
    const facultyPicture = withPicture ? await ctx.uploads.save('faculty', 'png', avatarPng(n)) : undefined;
    await ctx.faculty.create({ ...input, facultyPicture }, SEED);
  }

  const day = 24 * 60 * 60 * 1000;
  // Oldest first, so insertion order agrees with the dates.
  for (const notice of [...SAMPLE_NOTICES].reverse()) {
    const pdfPath = await ctx.uploads.save('notices', 'pdf', makePdf(notice.title, notice.body));
    await ctx.notices.create(
      {
        title: notice.title,
        description: notice.description,
        titleBn: notice.titleBn,
        descriptionBn: notice.descriptionBn,
        pdfPath,
        category: notice.category,
        pinned: notice.pinned ?? false,
        publishAt: new Date(Date.now() - notice.daysAgo * day).toISOString(),
      },
      SEED,
    );
  }

  for (const [i, title] of [...SAMPLE_PHOTO_TITLES].entries()) {
    const imagePath = await ctx.uploads.save('photos', 'png', galleryPng(i + 1));
    await ctx.photos.create({ title, imagePath }, SEED);
  }

  await ctx.alumniImports.importRows(
    sampleAlumni().map((value, i) => ({ row: i + 2, value })),
    SEED,
    { fileName: 'sample alumni (first start)' },
  );
}
