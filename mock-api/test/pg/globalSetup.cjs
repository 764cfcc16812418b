// jest globalSetup of the "mock-api · PostgreSQL + S3" project: one throwaway PostgreSQL server and
// one s3rver for the run. Each test app gets its own database and bucket (test/helpers.ts).
const { startPostgres, startS3 } = require('./cluster.cjs');

module.exports = async function globalSetup() {
  const started = Date.now();
  const pg = await startPostgres();
  let s3;
  try {
    s3 = await startS3();
  } catch (err) {
    pg.stop();
    throw err;
  }
  globalThis.__GSVMC_TEST_SERVERS__ = { pg, s3 };
  // Workers start after globalSetup and inherit the environment. The SDK's notice that its 2027
  // releases will need Node 22 is for operators (README), not for every test file.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.GSVMC_TEST_PG_ADMIN_URL = pg.adminUrl;
  process.env.GSVMC_TEST_S3_ENDPOINT = s3.endpoint;
  process.stdout.write(
    `\nmock-api on PostgreSQL + S3: PostgreSQL on port ${pg.port} and s3rver at ${s3.endpoint} started in ${Date.now() - started} ms\n`,
  );
};
