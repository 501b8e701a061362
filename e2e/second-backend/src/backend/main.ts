// CLI: `tsx e2e/second-backend/src/backend/main.ts [--port 4320] [--static dist/apps/console]`
import { parseArgs } from 'node:util';
import { startSecondBackend } from './server.ts';

const { values } = parseArgs({ options: { port: { type: 'string' }, static: { type: 'string' } } });
const port = Number(values.port ?? 4320);
startSecondBackend({ port, staticDir: values.static });
console.log(`second backend on http://127.0.0.1:${port}${values.static ? ` serving ${values.static}` : ''}`);
