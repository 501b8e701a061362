// Guards the trimmed Chakra theme (chakra-theme.ts): every Chakra component imported anywhere in the
// workspace must find its recipes in the console's system, or it would render unstyled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { consoleSystem } from './console-system.ts';

const root = resolve(import.meta.dirname, '../../../../..');
const chakraEsm = join(root, 'node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' by the workspace's code, stories and tests. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['apps', 'libs', '.storybook'].map((d) => join(root, d)).filter(existsSync)) {
    for (const file of sourceFiles(dir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
        for (const part of (match[1] ?? '').split(',')) {
          const name = part.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return names;
}

/** Chakra's export name → the component folder it comes from (`Menu` → `menu`). */
function componentDirs(): Map<string, string> {
  const index = readFileSync(join(chakraEsm, 'index.js'), 'utf8');
  const dirs = new Map<string, string>();
  for (const match of index.matchAll(/export \{([^}]+)\} from '\.\/components\/([^/]+)\//g)) {
    for (const part of (match[1] ?? '').split(',')) dirs.set(part.split(' as ').at(-1)?.trim() ?? '', match[2] ?? '');
  }
  for (const match of index.matchAll(/import \* as (namespace\$?\w*) from '\.\/components\/([^/]+)\/namespace\.js'/g)) {
    const alias = index.match(new RegExp(`export \\{ ${match[1]?.replace('$', '\\$')} as (\\w+) \\}`))?.[1];
    if (alias) dirs.set(alias, match[2] ?? '');
  }
  return dirs;
}

/** Recipe keys a component folder looks up, following imports of other component folders. */
function recipeKeys(dir: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(dir)) return keys;
  seen.add(dir);
  const folder = join(chakraEsm, 'components', dir);
  if (!existsSync(folder)) return keys;
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(join(folder, file), 'utf8');
    for (const m of text.matchAll(/Recipe(?:Context)?\(\{\s*key:\s*"(\w+)"/g)) keys.add(m[1] ?? '');
    for (const m of text.matchAll(/from '\.\.\/([\w-]+)\//g)) for (const k of recipeKeys(m[1] ?? '', seen)) keys.add(k);
  }
  return keys;
}

describe('the trimmed Chakra theme', () => {
  it('has a recipe for every Chakra component the workspace uses', () => {
    const dirs = componentDirs();
    const missing: string[] = [];
    for (const name of importedChakraNames()) {
      const dir = dirs.get(name);
      if (!dir) continue;
      for (const key of recipeKeys(dir)) {
        // Keys Chakra's own theme has no recipe for (Text's "text") fall back to plain styles anyway.
        const chakraHasIt = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
        const consoleHasIt = consoleSystem.isRecipe(key) || consoleSystem.isSlotRecipe(key);
        if (chakraHasIt && !consoleHasIt) missing.push(`${name} (${dir}) needs "${key}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the components it checks (the scan itself works)', () => {
    const dirs = componentDirs();
    expect(dirs.get('Menu')).toBe('menu');
    expect(recipeKeys('checkbox')).toEqual(new Set(['checkbox', 'checkmark']));
  });
});
