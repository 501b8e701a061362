// CLI: `tsx e2e/second-backend/src/backend/main.ts [--port 4320] [--static dist/apps/console]`
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startSecondBackend } from './server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, static: { type: 'string' } } });
const port = Number(values.port ?? 4320);
// Without a build the first page request would crash the server, after Playwright had found it ready
// (its readiness URL is a control path), and every test would fail on a refused connection.
if (values.static && !existsSync(resolve(values.static, 'index.html'))) {
  console.error(`second backend: --static: no index.html in "${resolve(values.static)}"; build the console first: npx nx build console`);
  process.exit(2);
}
startSecondBackend({ port, staticDir: values.static });
console.log(`second backend on http://127.0.0.1:${port}${values.static ? ` serving ${values.static}` : ''}`);
