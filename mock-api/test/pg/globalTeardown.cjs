// Stops what globalSetup.cjs started, and removes their folders.
module.exports = async function globalTeardown() {
  const servers = globalThis.__GSVMC_TEST_SERVERS__;
  if (!servers) return;
  delete globalThis.__GSVMC_TEST_SERVERS__;
  try {
    await servers.s3.stop();
  } finally {
    servers.pg.stop();
  }
};
