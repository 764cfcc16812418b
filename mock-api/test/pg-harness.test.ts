// The harness that runs this suite on PostgreSQL: what it says when PostgreSQL is missing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cluster from './pg/cluster.cjs';

test('without initdb the PostgreSQL suite is skipped with a reason that says how to install it', () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-no-pg-'));
  try {
    const result = cluster.postgresAvailability({ env: { PATH: empty }, debianRoot: path.join(empty, 'none') });
    expect(result.ok).toBe(false);
    expect(result.reason).toContain("PostgreSQL's initdb was not found");
    expect(result.reason).toContain('apt-get install -y postgresql');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test('PG_BIN names a folder with initdb and pg_ctl', () => {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'gsvmc-pg-bin-'));
  try {
    for (const tool of ['initdb', 'pg_ctl']) writeFileSync(path.join(bin, tool), '');
    expect(cluster.postgresAvailability({ env: { PATH: '', PG_BIN: bin }, debianRoot: '/nonexistent' }).ok).toBe(true);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});
