#!/usr/bin/env node
// Fails on an import cycle between the workspace's modules (issue 12: `import/no-cycle`). A cycle
// makes evaluation order decide whether a binding is still undefined when it is read. Only imports
// that run count: `import type` / `export type` and dynamic `import()` (a lazy chunk) do not.
// Usage: check-cycles.mjs [root-relative files or folders to scan instead of the workspace]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const SCANNED = ['apps', 'libs', '.storybook', 'tools/vite', 'e2e'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'tmp', '__screenshots__', 'public']);
const SOURCE = /\.(ts|tsx|mts)$/;

const aliases = Object.entries(JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths).map(
  ([name, [target]]) => [name, resolve(root, target)],
);

function* sourceFiles(path) {
  if (statSync(path).isFile()) {
    if (SOURCE.test(path) && !path.endsWith('.d.ts')) yield path;
    return;
  }
  for (const entry of readdirSync(path)) if (!SKIPPED_DIRS.has(entry) && !entry.startsWith('.nx')) yield* sourceFiles(resolve(path, entry));
}

function resolveSpecifier(from, specifier) {
  const alias = aliases.find(([name]) => name === specifier);
  if (alias) return alias[1];
  if (!specifier.startsWith('.')) return undefined; // a package
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts'), resolve(base, 'index.tsx')]) {
    if (SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The modules `file` evaluates before its own body: value imports and re-exports. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes = clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const named = statement.exportClause;
      const onlyTypes = named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers.map((specifier) => resolveSpecifier(file, specifier)).filter(Boolean);
}

/** Strongly connected components with more than one module, or a module importing itself (Tarjan). */
function cycles(graph) {
  let index = 0;
  const indices = new Map();
  const lowlinks = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    lowlinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!indices.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node), lowlinks.get(next)));
      } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node), indices.get(next)));
    }
    if (lowlinks.get(node) !== indices.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.reverse());
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

const targets = process.argv.slice(2);
const files = (targets.length ? targets : SCANNED).flatMap((path) => [...sourceFiles(resolve(root, path))]);
// Follow imports out of the scanned set too (a lib's barrel), so a cycle through it is seen.
const graph = new Map();
const pending = [...files];
while (pending.length) {
  const file = pending.pop();
  if (graph.has(file)) continue;
  const imports = runtimeImports(file);
  graph.set(file, imports);
  pending.push(...imports.filter((next) => !graph.has(next)));
}

const found = cycles(graph);
for (const component of found) console.log(`✗ import cycle among: ${component.map((file) => relative(root, file)).join(', ')}`);
console.log(found.length ? `${found.length} import cycle(s) in ${graph.size} modules` : `✓ no import cycle in ${graph.size} modules`);
process.exit(found.length ? 1 : 0);
