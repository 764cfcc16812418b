#!/usr/bin/env node
// The message catalogs' check (shared-kit/src/i18n/defineMessages.ts): every catalog is a
// `defineMessages(english, bengali)` call in a file named `messages.ts` (or `*.messages.ts`) inside one
// app, and the app owns it. A key missing in either language, a message left empty, or a key that no
// code of the app names fails. Keys are named as string literals (`t('noticeBoard')`), so a key whose
// name appears nowhere else in the app's source is unused. The type check catches a missing key too;
// this also catches one hidden behind a cast, and the unused ones that the type check cannot.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// SWC's parser (already the build's compiler): TypeScript 7's package has no JavaScript API.
const { parseSync } = createRequire(path.join(process.cwd(), 'package.json'))('@swc/core');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const APPS = ['shared-kit/src', 'shell/src', 'mf-public/src', 'mf-directories/src', 'mf-admin/src'];

const isCatalogFile = (name) => name === 'messages.ts' || name.endsWith('.messages.ts');
const isSource = (name) => /\.(tsx?|mjs|js)$/.test(name) && !/\.test\.[jt]sx?$/.test(name) && !name.endsWith('.d.ts');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return ['node_modules', 'dist', 'test'].includes(name) ? [] : walk(file);
    return isSource(name) ? [file] : [];
  });
}

function propertyName(prop) {
  if (prop.type === 'KeyValueProperty' || prop.type === 'MethodProperty') {
    const key = prop.key;
    if (key.type === 'Identifier' || key.type === 'StringLiteral') return key.value;
  }
  if (prop.type === 'Identifier') return prop.value;
  return null;
}

const isEmptyText = (node) =>
  node &&
  ((node.type === 'StringLiteral' && node.value.trim() === '') ||
    (node.type === 'TemplateLiteral' &&
      node.expressions.length === 0 &&
      node.quasis.every((q) => q.cooked.trim() === '')));

/** Each `defineMessages(en, bn)` call in a file: its keys (with whether the message is empty) per language. */
export function catalogsIn(file, text = readFileSync(file, 'utf8')) {
  const ast = parseSync(text, { syntax: 'typescript', tsx: file.endsWith('x') });
  const catalogs = [];
  const read = (arg) => {
    if (!arg || arg.expression.type !== 'ObjectExpression') return null;
    const keys = new Map();
    for (const prop of arg.expression.properties) {
      const name = propertyName(prop);
      if (name !== null) keys.set(name, { empty: prop.type === 'KeyValueProperty' && isEmptyText(prop.value) });
    }
    return keys;
  };
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (
      node.type === 'CallExpression' &&
      node.callee?.type === 'Identifier' &&
      // defineMessagesInBoth: the same catalog, kept whole in every words file (mf.wordsFiles.mjs).
      (node.callee.value === 'defineMessages' || node.callee.value === 'defineMessagesInBoth')
    ) {
      catalogs.push({ en: read(node.arguments[0]), bn: read(node.arguments[1]) });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(ast);
  return catalogs;
}

/** Every problem of every catalog, as sentences; [] when all is well. */
export function checkMessages(apps = APPS) {
  const problems = [];
  for (const app of apps) {
    const dir = path.join(root, app);
    const files = walk(dir);
    const catalogFiles = files.filter((f) => isCatalogFile(path.basename(f)));
    const code = files
      .filter((f) => !isCatalogFile(path.basename(f)))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    for (const file of catalogFiles) {
      const where = path.relative(root, file);
      const catalogs = catalogsIn(file);
      if (catalogs.length === 0) problems.push(`${where}: no defineMessages(english, bengali) call`);
      for (const { en, bn } of catalogs) {
        if (!en || !bn) {
          problems.push(`${where}: both catalogs must be object literals written in the call`);
          continue;
        }
        for (const [key, info] of en) {
          if (!bn.has(key)) problems.push(`${where}: "${key}" has no Bengali message`);
          if (info.empty) problems.push(`${where}: "${key}" is empty in English`);
          const quoted = new RegExp(`['"\`]${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);
          if (!quoted.test(code)) problems.push(`${where}: "${key}" is not used by any code of ${app}`);
        }
        for (const [key, info] of bn) {
          if (!en.has(key)) problems.push(`${where}: "${key}" has no English message`);
          if (info.empty) problems.push(`${where}: "${key}" is empty in Bengali`);
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkMessages();
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log('Message catalogs: every key in both languages and used.');
}
