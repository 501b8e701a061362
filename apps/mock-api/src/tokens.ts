// Session tokens, as a real backend would check them. Any `mock-…` token that was not revoked is
// accepted, so restarting the dev server does not sign everybody out.
import { randomUUID } from 'node:crypto';

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
