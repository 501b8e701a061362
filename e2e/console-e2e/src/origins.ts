// Where the e2e suite reaches the console (playwright.config.ts) and the specs that name a host.
export const E2E_PORT = 4310;
/** A host name that is not localhost: Chromium treats its plain-HTTP origin as insecure (no `crypto.randomUUID`, no clipboard). */
export const PLAIN_HTTP_HOST = 'console.plain-http.test';
