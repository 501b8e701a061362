// The CLI as `npm run mock-api` runs it: plain tsx, no Vite plugins (so the module shims must work).
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const tsxCli = resolve(workspaceRoot, 'node_modules/tsx/dist/cli.mjs');

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

function startCli(args: string[]): Promise<{ url: string; output: () => string }> {
  const proc = spawn(process.execPath, [tsxCli, 'apps/mock-api/src/main.ts', ...args], { cwd: workspaceRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  child = proc;
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mock backend ready at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolvePromise({ url: match[1], output: () => output });
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.on('exit', (code) => reject(new Error(`mock-api exited with ${code}:\n${output}`)));
  });
}

describe('the mock-api CLI', () => {
  it('starts under tsx, prints its URL and how to switch personas, and answers', async () => {
    const { url, output } = await startCli(['--port', '0', '--persona', 'smbp-legacy', '--quiet']);
    expect(output()).toContain('/__mock/');
    expect(output()).toContain('smbp-legacy');
    const page = await (await fetch(`${url}/saml/ssoLogin`)).text();
    const token = /"token":"(mock-[^"]+)"/.exec(page)?.[1] ?? '';
    const auth = await fetch(`${url}/ui/uic/v3/auth?lang=en`, { headers: { 'x-auth-token': token } });
    expect(auth.status).toBe(200);
    expect(((await auth.json()) as { advancedInfo: { view: string } }).advancedInfo.view).toBe('smbp');
  }, 30_000);

  it('refuses an unknown persona', async () => {
    await expect(startCli(['--port', '0', '--persona', 'nobody'])).rejects.toThrow(/unknown persona "nobody"/);
  }, 30_000);
});
