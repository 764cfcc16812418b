// npm run backup -w mock-api -- <target folder>
// A consistent copy of DATA_DIR while the server keeps running: SQLite's online backup API copies
// the database (including what is still in the WAL) as of one moment; the upload files and the
// JWT secret are then copied beside it. Files are only ever added under new names or deleted, so a
// copy taken after the database snapshot holds every file the snapshot refers to (plus, at worst,
// a few newer ones).
import Database from '../src/db/sqliteDriver.cjs';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (process.env.DATABASE_URL) {
  // This script copies a SQLite file; a PostgreSQL database and a bucket have their own tools.
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump --format=custom "$DATABASE_URL" > gsvmc.dump, ' +
      "and the uploads with the bucket's versioning (mock-api/README.md, Backups on PostgreSQL and S3).",
  );
  process.exit(1);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(process.env.DATA_DIR || path.join(here, '..', '..', 'data'));
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] || path.join(dataDir, '..', `data-backup-${stamp}`));

const source = path.join(dataDir, 'gsvmc.sqlite');
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATA_DIR)`);
  process.exit(1);
}
if (existsSync(path.join(target, 'gsvmc.sqlite'))) {
  console.error(`${target} already holds a backup; choose another folder`);
  process.exit(1);
}
mkdirSync(target, { recursive: true });
const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
await db.backup(path.join(target, 'gsvmc.sqlite'));
db.close();
if (existsSync(path.join(dataDir, 'uploads')))
  cpSync(path.join(dataDir, 'uploads'), path.join(target, 'uploads'), { recursive: true });
if (existsSync(path.join(dataDir, 'jwt-secret')))
  cpSync(path.join(dataDir, 'jwt-secret'), path.join(target, 'jwt-secret'));
console.log(`Backed up ${dataDir} to ${target}`);
