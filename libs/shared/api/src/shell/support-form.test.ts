import { CASE_TYPES, CONTACT_METHODS, DEFAULT_CONTACT_METHOD, SEVERITIES, submitSupportCase, supportCaseSchema, type SupportCase } from './support-form.ts';

const valid: SupportCase = {
  name: 'Aiko Tanaka',
  email: 'aiko.tanaka@northwind-trading.example',
  phoneNumber: '+1 555 0100',
  caseType: 'Technical Support',
  severity: 'System Impaired P3',
  memo: 'Endpoint sensor stopped reporting after the update.',
  contactMethod: DEFAULT_CONTACT_METHOD,
};

afterEach(() => vi.unstubAllGlobals());

describe('support case', () => {
  it('offers the spec 000 §5 values, defaulting to Phone', () => {
    expect(CASE_TYPES).toEqual(['Subscription Support', 'User Management Support', 'Threat Concern', 'Technical Support']);
    expect(SEVERITIES).toHaveLength(5);
    expect(SEVERITIES[4]).toBe('Business-Critical System Down P0');
    expect(CONTACT_METHODS).toEqual(['Email', 'Phone']);
    expect(DEFAULT_CONTACT_METHOD).toBe('Phone');
  });

  it('enforces required fields and maximum lengths', () => {
    expect(supportCaseSchema.safeParse(valid).success).toBe(true);
    expect(supportCaseSchema.safeParse({ ...valid, name: ' ' }).success).toBe(false);
    expect(supportCaseSchema.safeParse({ ...valid, name: 'x'.repeat(101) }).success).toBe(false);
    expect(supportCaseSchema.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(false);
    expect(supportCaseSchema.safeParse({ ...valid, memo: 'x'.repeat(501) }).success).toBe(false);
    expect(supportCaseSchema.safeParse({ ...valid, caseType: 'Billing' }).success).toBe(false);
  });

  it('posts the fields to the public support form', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(''));
    vi.stubGlobal('fetch', fetchMock);
    await submitSupportCase(valid);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/public/uic/v3/notifications/supportForm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(valid);
  });
});
