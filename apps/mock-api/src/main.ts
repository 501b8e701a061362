// CLI: `tsx apps/mock-api/src/main.ts [--port 4300] [--host 127.0.0.1] [--static dir] [--persona id] [--latency ms] [--quiet]`
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PERSONAS } from '@soc/mocks';
import { DEFAULT_HOST, DEFAULT_PORT, createMockServer } from './server.ts';
import { SOCKET_PATH } from './socket.ts';

const USAGE = `Mock backend for the security-operations console.

Usage: tsx apps/mock-api/src/main.ts [options]

  --port <n>        Port (default ${DEFAULT_PORT}, or env MOCK_API_PORT; 0 = any free port)
  --host <addr>     Address to listen on (default ${DEFAULT_HOST})
  --static <dir>    Also serve a built single-page app from <dir> (index.html for unknown page paths)
  --persona <id>    Signed-in persona at start (default ents-root); one of:
                    ${PERSONAS.map((p) => p.id).join(', ')}
  --latency <ms>    Delay every API call by <ms>
  --strict-socket   Accept only socket tokens handed out by notifications/counts
  --quiet           No request log
  --help            This text
`;

function fail(message: string): never {
  console.error(`mock-api: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function toNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) fail(`${name} must be a whole number ≥ 0, got "${value}"`);
  return n;
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      static: { type: 'string' },
      persona: { type: 'string' },
      latency: { type: 'string' },
      'strict-socket': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
}
try {
  args = parse();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}

const port = toNumber(args.values.port ?? process.env.MOCK_API_PORT, '--port', DEFAULT_PORT);
if (port > 65535) fail('--port must be at most 65535');
const latencyMs = toNumber(args.values.latency, '--latency', 0);
const personaId = args.values.persona;
if (personaId !== undefined && !PERSONAS.some((p) => p.id === personaId)) fail(`unknown persona "${personaId}"`);
const staticDir = args.values.static ? resolve(args.values.static) : undefined;
if (staticDir && !(existsSync(staticDir) && statSync(staticDir).isDirectory())) fail(`--static: "${staticDir}" is not a directory (build the console first)`);

const server = createMockServer({
  port,
  host: args.values.host ?? DEFAULT_HOST,
  staticDir,
  personaId,
  latencyMs,
  quiet: args.values.quiet ?? false,
  strictSocketTokens: args.values['strict-socket'] ?? false,
});

try {
  const url = await server.listen();
  const persona = server.state.persona;
  console.log(
    [
      '',
      `  Mock backend ready at ${url}`,
      staticDir ? `  Serving the console from ${staticDir}` : '  API only: run the console dev server, or pass --static <dir> to serve a build',
      `  Sign in:          ${url}/saml/ssoLogin`,
      `  Socket:           ${url.replace(/^http/, 'ws')}${SOCKET_PATH}`,
      `  Persona:          ${persona.id} (${persona.label})${latencyMs ? `, latency ${latencyMs} ms` : ''}`,
      `  Switch personas, flags, faults, socket pushes: ${url}/__mock/`,
      `    or: curl -X POST ${url}/__mock/persona -H 'content-type: application/json' -d '{"id":"smbp-legacy"}'`,
      '',
    ].join('\n'),
  );
} catch (error) {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  fail(code === 'EADDRINUSE' ? `port ${port} is already in use (try --port 0 or MOCK_API_PORT)` : error instanceof Error ? error.message : String(error));
}

let closing = false;
const shutdown = (signal: string) => {
  if (closing) process.exit(1);
  closing = true;
  console.log(`\n  mock-api: ${signal}, closing`);
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
