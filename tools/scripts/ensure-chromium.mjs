#!/usr/bin/env node
// Story tests, visual checks and e2e drive Debian's Chromium; nothing may download a browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FONT_CHECK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

const haveChromium = existsSync(CHROMIUM);
const haveFonts = existsSync('/usr/share/fonts/truetype/liberation') && existsSync(FONT_CHECK);
if (haveChromium && haveFonts) {
  console.log(`chromium: ${execSync(`${CHROMIUM} --version`).toString().trim()}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const install = 'apt-get update && apt-get install -y chromium fonts-liberation fonts-noto-cjk';
if (!isRoot) {
  console.error(`Chromium or fonts are missing. Install them with:\n  sudo ${install}`);
  process.exit(1);
}
console.log('Installing Debian chromium and fonts…');
execSync(install, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
