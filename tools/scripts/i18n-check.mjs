#!/usr/bin/env node
// Extracts the catalogue and fails when it was out of date or a Japanese translation is missing.
// CI runs it on a clean clone, so "out of date" means someone forgot `npm run i18n:extract`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const catalog = (locale) => resolve(root, `libs/shared/i18n/src/locales/${locale}/messages.po`);
const stripDate = (text) => text.replace(/^"POT-Creation-Date:.*$/m, '');

const before = Object.fromEntries(['en', 'ja'].map((l) => [l, stripDate(readFileSync(catalog(l), 'utf8'))]));
execFileSync(resolve(root, 'node_modules/.bin/lingui'), ['extract', '--clean', '--overwrite'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const after = Object.fromEntries(['en', 'ja'].map((l) => [l, readFileSync(catalog(l), 'utf8')]));

/** msgid → msgstr of a .po file (single-line and continued strings). */
function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line.slice(6)), str: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ') && current) {
      current.str = unquote(line.slice(7));
      field = 'str';
      entries.set(current.id, current);
    } else if (line.startsWith('"') && current) {
      if (field === 'id') current.id += unquote(line);
      else current.str += unquote(line);
    }
  }
  entries.delete('');
  return entries;
}

const problems = [];
const outdated = ['en', 'ja'].filter((l) => stripDate(after[l]) !== before[l]);
if (outdated.length && process.env.CI) {
  problems.push(`catalogue out of date (${outdated.join(', ')}): run "npm run i18n:extract", translate, and commit the .po files`);
}
const en = parsePo(after.en);
const ja = parsePo(after.ja);
const missing = [...en.keys()].filter((id) => !ja.get(id)?.str.trim());
for (const id of missing) problems.push(`missing Japanese translation: ${id}  (${en.get(id)?.str})`);
const untranslatedEn = [...en.entries()].filter(([, e]) => !e.str.trim()).map(([id]) => id);
for (const id of untranslatedEn) problems.push(`missing English text: ${id}`);

console.log(`i18n: ${en.size} messages; Japanese ${en.size - missing.length}/${en.size}${outdated.length ? `; catalogue updated (${outdated.join(', ')})` : ''}`);
if (problems.length) {
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exit(1);
}
