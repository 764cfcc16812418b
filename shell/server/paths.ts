// Where the shell's folder is, for the files the server reads beside its own code (dist-ssr/).
// This module sits one folder below the shell both as source (server/) and built (dist-server/), and
// __dirname is the running file's folder in both: jest's CommonJS, and the build's ES modules
// (build-server.mjs keeps `__dirname` a run-time value).
import path from 'node:path';

export const SHELL_DIR = path.resolve(__dirname, '..');
