// Session tokens, as a real backend would check them. Any `mock-…` token that was not revoked is
// accepted, so restarting the dev server does not sign everybody out.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const TOKEN_PREFIX = 'mock-';

export class TokenRegistry {
  private readonly issued = new Set<string>();
  private readonly revoked = new Set<string>();

  issue(): string {
    const token = `${TOKEN_PREFIX}${randomUUID()}`;
    this.issued.add(token);
    return token;
  }

  revoke(token: string): void {
    if (!token) return;
    this.issued.delete(token);
    this.revoked.add(token);
  }

  isValid(token: string | null | undefined): boolean {
    return typeof token === 'string' && token.startsWith(TOKEN_PREFIX) && token.length > TOKEN_PREFIX.length && !this.revoked.has(token);
  }

  summary(): { issued: number; revoked: number } {
    return { issued: this.issued.size, revoked: this.revoked.size };
  }
}

/** The sign-on service's own session cookie: sent only to `/saml/…`, never readable by scripts. */
const SSO_SESSION_COOKIE = 'mock_sso_session';

export function ssoSessionCookie(token: string, maxAgeSeconds?: number): string {
  const expiry = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${SSO_SESSION_COOKIE}=${token}; Path=/saml; HttpOnly; SameSite=Lax${expiry}`;
}

/** The token of the sign-on session the request's cookie names, if any. */
export function ssoSessionOf(req: IncomingMessage): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === SSO_SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
