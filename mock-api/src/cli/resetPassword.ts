// npm run reset-password -w mock-api -- <email>
// Sets a new password for an account (a forgotten admin password, a leaked one) without the old one.
// The new password comes from RESET_PASSWORD, else from standard input: typed twice without echo on
// a terminal, or the first line of a pipe. The same rules as the site apply; every session of the
// account ends, and its login back-off is forgotten. Runs beside a running API (SQLite waits).
import { createInterface } from 'node:readline';
import { DEFAULT_HASH_COST, hashPassword } from '../auth/passwords';
import { passwordProblem } from '../auth/passwordPolicy';
import { openStore } from '../db/database';
import { defaultDataDir } from '../paths';
import { UsersRepository } from '../repositories/users';
import { readApiSettings, withEnvFile } from '@gsvmc/config';

/** Reads one line from a terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function readNewPassword(): Promise<string> {
  if (process.env.RESET_PASSWORD) return process.env.RESET_PASSWORD;
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await promptHidden('New password: ');
  const second = await promptHidden('Type it again: ');
  if (first !== second) throw new Error('The two passwords are not the same. Nothing was changed.');
  return first;
}

async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) {
    console.error(
      'Usage: npm run reset-password -w mock-api -- <email>   (RESET_PASSWORD or standard input gives the password)',
    );
    return 2;
  }
  // The same settings as the API (environment and .env, validated), so the same database: PostgreSQL
  // when DATABASE_URL is set, else SQLite in DATA_DIR.
  const settings = readApiSettings(withEnvFile());
  const dataDir = settings.DATA_DIR ?? defaultDataDir();
  const databaseUrl = settings.DATABASE_URL;
  const store = await openStore({ dataDir, databaseUrl });
  try {
    const users = new UsersRepository(store.db);
    const user = await users.findByEmail(email);
    if (!user) {
      console.error(
        `No account has the email ${email} (in ${databaseUrl ? 'the database at DATABASE_URL' : dataDir}). Nothing was changed.`,
      );
      return 1;
    }
    const password = await readNewPassword();
    const problem = passwordProblem(password, { email: user.email, username: user.username });
    if (problem) {
      console.error(`${problem} Nothing was changed.`);
      return 1;
    }
    await users.setPassword(user.id, await hashPassword(password, DEFAULT_HASH_COST));
    // The owner is back in control: forget the back-off of failed logins to this account.
    const keys = await store.db.selectFrom('throttle').select('key').where('key', 'like', `%:${email}`).execute();
    const mine = keys
      .map((k) => k.key)
      .filter((k) => k === `acct:${email}` || (k.startsWith('login:') && k.endsWith(`:${email}`)));
    if (mine.length > 0) await store.db.deleteFrom('throttle').where('key', 'in', mine).execute();
    console.log(`The password of ${email} (${user.role}) has been changed. Every session of this account has ended.`);
    return 0;
  } finally {
    await store.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
