import { CASE_TYPES, SEVERITIES } from '@soc/api';
import { contactMethodsFor, emptySupportCase, isPhoneOnly, validateSupportCase, type SupportCaseDraft } from './support-case.ts';

const valid: SupportCaseDraft = {
  name: 'Aiko Tanaka',
  email: 'aiko.tanaka@northwind-trading.example',
  phoneNumber: '+1 202 555 0147',
  caseType: 'Technical Support',
  severity: 'System Impaired P3',
  memo: 'Sensors stopped reporting.',
  contactMethod: 'Phone',
};

describe('support-case rules (spec 000 §5)', () => {
  it('starts empty with contact method Phone', () => {
    expect(emptySupportCase()).toEqual({ name: '', email: '', phoneNumber: '', caseType: '', severity: '', memo: '', contactMethod: 'Phone' });
  });

  it('requires every field', () => {
    const result = validateSupportCase({ ...emptySupportCase(), contactMethod: '' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'required', email: 'required', phoneNumber: 'required', caseType: 'required', severity: 'required', memo: 'required', contactMethod: 'required' },
    });
  });

  it('treats whitespace as empty', () => {
    const result = validateSupportCase({ ...valid, name: '   ', memo: '\n\t' });
    expect(result.ok || result.errors).toEqual({ name: 'required', memo: 'required' });
  });

  it('treats characters that print nothing (zero-width space, word joiner, Hangul filler) as empty', () => {
    const result = validateSupportCase({ ...valid, name: '\u200B\u200B', phoneNumber: '\u2060', memo: '\u3164 \u200D' });
    expect(result.ok || result.errors).toEqual({ name: 'required', phoneNumber: 'required', memo: 'required' });
  });

  it.each([
    ['name', 100],
    ['phoneNumber', 100],
    ['memo', 500],
  ] as const)('%s allows %i characters, not one more', (field, max) => {
    expect(validateSupportCase({ ...valid, [field]: 'x'.repeat(max) }).ok).toBe(true);
    const result = validateSupportCase({ ...valid, [field]: 'x'.repeat(max + 1) });
    expect(result.ok || result.errors).toEqual({ [field]: 'tooLong' });
  });

  it('email must be a valid address of at most 250 characters', () => {
    for (const email of ['not-an-email', 'a@', '@b.example', 'a b@c.example']) {
      const result = validateSupportCase({ ...valid, email });
      expect(result.ok || result.errors).toEqual({ email: 'invalidEmail' });
    }
    const at250 = `${'a'.repeat(238)}@example.com`;
    expect(at250).toHaveLength(250);
    expect(validateSupportCase({ ...valid, email: at250 }).ok).toBe(true);
    const result = validateSupportCase({ ...valid, email: `a${at250}` });
    expect(result.ok || result.errors).toEqual({ email: 'tooLong' });
  });

  it('accepts exactly the spec value lists', () => {
    expect(CASE_TYPES).toEqual(['Subscription Support', 'User Management Support', 'Threat Concern', 'Technical Support']);
    expect(SEVERITIES).toEqual(['General Guidance P4', 'System Impaired P3', 'Production System Impaired P2', 'Production System Down P1', 'Business-Critical System Down P0']);
    for (const caseType of CASE_TYPES) expect(validateSupportCase({ ...valid, caseType }).ok).toBe(true);
    for (const severity of SEVERITIES) expect(validateSupportCase({ ...valid, severity }).ok).toBe(true);
    expect(validateSupportCase({ ...valid, caseType: 'Other' as never }).ok).toBe(false);
  });

  it('offers Email and Phone, only Phone in GOV_US', () => {
    expect(contactMethodsFor('OTHER')).toEqual(['Email', 'Phone']);
    expect(contactMethodsFor('GOV_US')).toEqual(['Phone']);
    expect(isPhoneOnly(contactMethodsFor('GOV_US'))).toBe(true);
    const result = validateSupportCase({ ...valid, contactMethod: 'Email' }, contactMethodsFor('GOV_US'));
    expect(result.ok || result.errors).toEqual({ contactMethod: 'required' });
  });

  it('sends the case trimmed', () => {
    const result = validateSupportCase({ ...valid, name: '  Aiko Tanaka ', email: ' aiko@example.com ' });
    expect(result.ok && result.value).toMatchObject({ name: 'Aiko Tanaka', email: 'aiko@example.com' });
  });
});
