#!/usr/bin/env node
// Proves the guardrails bite: deliberate forbidden imports must fail `eslint`, a deliberate import
// cycle must fail check-cycles, a deliberate unused export must fail knip, a hook file outside a
// hooks/ folder must fail eslint.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const probes = [
  ['libs/shell/src/__probe_feature_to_feature.ts', "import { createHandlers } from '@soc/notifications';\nexport const probe = createHandlers;\n", 'feature → feature'],
  ['libs/shared/ui/src/__probe_ui_to_data.ts', "import { request } from '@soc/api';\nexport const probe = request;\n", 'ui → data-access'],
  ['libs/shared/api/src/__probe_data_to_chakra.ts', "import { Box } from '@chakra-ui/react';\nexport const probe = Box;\n", 'data-access → Chakra'],
  ['libs/shared/api/src/__probe_data_to_lingui.ts', "import { msg } from '@lingui/core/macro';\nexport const probe = msg;\n", 'data-access → Lingui'],
  ['libs/detail-panels/src/__probe_feature_to_mocks.ts', "import { createHandlers } from '@soc/mocks';\nexport const probe = createHandlers;\n", 'production code → mocks'],
  ['libs/notifications/src/__probe_feature_to_testing.ts', "import { renderWithProviders } from '@soc/testing';\nexport const probe = renderWithProviders;\n", 'production code → testing'],
  ['libs/rbac/src/__probe_rbac_to_feature.ts', "import { ShellFrame } from '@soc/shell';\nexport const probe = ShellFrame;\n", 'rbac → feature'],
  ['libs/shell/src/components/use-probe-misplaced.ts', 'export const useProbe = () => 1;\n', 'hook file outside hooks/', /layout\/hooks-in-hooks-folder/],
];

let failed = false;
for (const [file, source, label, rule = /enforce-module-boundaries/] of probes) {
  const path = resolve(root, file);
  writeFileSync(path, source);
  try {
    const run = spawnSync(resolve(root, 'node_modules/.bin/eslint'), ['--no-warn-ignored', '--rule', '{"lingui/no-unlocalized-strings":"off"}', file], { cwd: root, encoding: 'utf8' });
    const caught = run.status !== 0 && rule.test(run.stdout);
    console.log(`${caught ? '✓' : '✗'} ${label} ${caught ? 'is rejected' : 'was NOT rejected'} by lint`);
    if (!caught) {
      failed = true;
      console.log(run.stdout, run.stderr);
    }
  } finally {
    rmSync(path, { force: true });
  }
}
// An import cycle fails tools/scripts/check-cycles.mjs (type-only imports do not count).
const cycle = [
  ['libs/shell/src/__probe_cycle_a.ts', "import { b } from './__probe_cycle_b.ts';\nexport const a = () => b;\n"],
  ['libs/shell/src/__probe_cycle_b.ts', "import { a } from './__probe_cycle_a.ts';\nexport const b = () => a;\n"],
];
try {
  for (const [file, source] of cycle) writeFileSync(resolve(root, file), source);
  const run = spawnSync(process.execPath, [resolve(root, 'tools/scripts/check-cycles.mjs'), cycle[0][0]], { cwd: root, encoding: 'utf8' });
  const caught = run.status !== 0 && /import cycle among: .*__probe_cycle_a\.ts/.test(run.stdout);
  console.log(`${caught ? '✓' : '✗'} an import cycle ${caught ? 'is rejected' : 'was NOT rejected'} by check-cycles`);
  if (!caught) {
    failed = true;
    console.log(run.stdout, run.stderr);
  }
} finally {
  for (const [file] of cycle) rmSync(resolve(root, file), { force: true });
}
// An export nobody imports fails knip (the 'unused exports' step).
const exporter = resolve(root, 'libs/shell/src/model/branding.ts');
const original = readFileSync(exporter, 'utf8');
try {
  writeFileSync(exporter, `${original}\nexport const probeUnusedExport = 1;\n`);
  const run = spawnSync(resolve(root, 'node_modules/.bin/knip'), ['--include', 'exports,types,nsExports,nsTypes', '--no-progress'], { cwd: root, encoding: 'utf8' });
  const caught = run.status !== 0 && /probeUnusedExport/.test(run.stdout);
  console.log(`${caught ? '✓' : '✗'} an unused export ${caught ? 'is rejected' : 'was NOT rejected'} by knip`);
  if (!caught) {
    failed = true;
    console.log(run.stdout, run.stderr);
  }
} finally {
  writeFileSync(exporter, original);
}
process.exit(failed ? 1 : 0);
