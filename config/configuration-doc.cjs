// Writes docs/configuration.md from the settings schema's own descriptions (config/settings.cjs,
// SETTINGS_DOC), so the table an operator reads cannot drift from the settings the code accepts.
//   node config/configuration-doc.cjs          write the file
//   node config/configuration-doc.cjs --check  exit 1 when the file differs from what would be written
'use strict';
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { SETTINGS_DOC } = require('./settingsDoc.cjs');

const CONFIGURATION_DOC = path.join(__dirname, '..', 'docs', 'configuration.md');

/** @returns {string} the whole of docs/configuration.md */
function configurationDoc() {
  const rows = SETTINGS_DOC.map(
    (row) => `| ${row.names.map((n) => `\`${n}\``).join(', ')} | ${row.default} | ${row.meaning} |`,
  );
  return [
    '# Configuration',
    '',
    '<!-- Written by `node config/configuration-doc.cjs` from config/settingsDoc.cjs (SETTINGS_DOC). -->',
    '',
    'Settings are environment variables of `npm start` (`scripts/start.mjs`) and of the API host, or lines',
    '`NAME=value` of a `.env` file in the directory they start in (`ENV_FILE=path` names another; a variable',
    'set in the environment wins over the file). One schema, `config/settings.cjs`, holds every name, default',
    'and rule: a bad value stops the start with a sentence naming it (`API_PORT must be a whole number from 1',
    'to 65,535, not "abc".`) instead of silently becoming the default.',
    '',
    '| variable | default | meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (require.main === module) {
  const wanted = configurationDoc();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(CONFIGURATION_DOC, 'utf8');
    } catch {
      /* a missing file is a stale one */
    }
    if (current !== wanted) {
      console.error('docs/configuration.md is stale: run node config/configuration-doc.cjs');
      process.exit(1);
    }
  } else {
    writeFileSync(CONFIGURATION_DOC, wanted);
  }
}

module.exports = { configurationDoc, CONFIGURATION_DOC };
