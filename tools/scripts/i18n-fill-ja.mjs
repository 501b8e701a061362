#!/usr/bin/env node
// Extracts the catalogue, then writes Japanese translations from JSON files ({ "MESSAGE.ID": "日本語" })
// into the ja catalogue. Lets several people add messages at once without hand-editing the .po file:
//   node tools/scripts/i18n-fill-ja.mjs path/to/ja.json [more.json …]
// A lock directory serialises concurrent runs, since extraction rewrites both catalogues.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tmpdir } from 'node:os';

const root = resolve(import.meta.dirname, '../..');
const jaCatalog = resolve(root, 'libs/shared/i18n/src/locales/ja/messages.po');
const lock = resolve(tmpdir(), 'soc-i18n-catalogue.lock');

const translations = Object.assign({}, ...process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8'))));

async function withLock(fn) {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (attempt > 600) throw new Error(`catalogue lock ${lock} held for 10 minutes; remove it if no run is active`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return fn();
  } finally {
    rmdirSync(lock);
  }
}

/** Replaces the msgstr of each entry whose msgid has a translation (single- or multi-line msgstr). */
function fill(po) {
  const lines = po.split('\n');
  const out = [];
  let filled = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    out.push(line);
    if (!line.startsWith('msgid ')) continue;
    let id = JSON.parse(line.slice(6));
    while (lines[i + 1]?.startsWith('"')) {
      i++;
      out.push(lines[i]);
      id += JSON.parse(lines[i]);
    }
    if (!(id in translations) || !lines[i + 1]?.startsWith('msgstr ')) continue;
    i++;
    while (lines[i + 1]?.startsWith('"')) i++;
    out.push(`msgstr ${JSON.stringify(translations[id])}`);
    filled++;
  }
  return { text: out.join('\n'), filled };
}

await withLock(() => {
  execFileSync(resolve(root, 'node_modules/.bin/lingui'), ['extract', '--clean', '--overwrite'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const { text, filled } = fill(readFileSync(jaCatalog, 'utf8'));
  writeFileSync(jaCatalog, text);
  const unknown = Object.keys(translations).filter((id) => !text.includes(`msgid ${JSON.stringify(id)}`));
  console.log(`i18n-fill-ja: ${filled} Japanese translations written${unknown.length ? `; not in the catalogue: ${unknown.join(', ')}` : ''}`);
});
