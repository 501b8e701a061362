// @vitest-environment jsdom
import { SWITCH_RESULTS, switchKindOf, switchPage, type SwitchKind } from './switch-page.ts';

/** Puts the page into this document and runs its script, as a browser would. */
function load(kind: SwitchKind): void {
  const markup = switchPage({ kind, companyName: 'Northwind Trading Co.' });
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const source = doc.querySelector('script')?.textContent ?? '';
  doc.querySelector('script')?.remove();
  document.documentElement.lang = doc.documentElement.lang;
  document.title = doc.title;
  document.body.innerHTML = doc.body.innerHTML;
  new Function(source)();
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name);

describe('switch page script (contract §9)', () => {
  it.each([
    ['switchCompany', 'Done', 'done'],
    ['switchCompany', 'Close', 'close'],
    ['switchSamlGroup', 'MFA enabled', 'mfaEnabled'],
    ['switchSamlGroup', 'Group open', 'groupOpen'],
  ] as const)('%s: %s posts { type, result: %s } to the parent, for its own origin only', (kind, name, result) => {
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    load(kind);
    button(name)?.click();
    expect(post).toHaveBeenCalledExactlyOnceWith({ type: kind, result }, window.location.origin);
    expect(document.querySelector('[role="status"]')?.textContent).toContain(`Reported "${result}"`);
  });

  it('offers one button per result, each with a name, and labels its choices', () => {
    load('switchCompany');
    const results = [...document.querySelectorAll('button[data-result]')].map((b) => b.getAttribute('data-result'));
    expect(results).toEqual([...SWITCH_RESULTS]);
    for (const b of document.querySelectorAll('button')) expect(b.textContent?.trim()).not.toBe('');
    const radios = document.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect(radios.length).toBeGreaterThan(1);
    for (const radio of radios) expect(radio.closest('label')).not.toBeNull();
    expect(document.querySelector('fieldset legend')?.textContent).toBe('Companies you can manage');
  });
});

describe('switchKindOf', () => {
  it('answers only the embedded variant of the two paths', () => {
    expect(switchKindOf(new URL('http://x/app/bc/company/switch?embedded=1'))).toBe('switchCompany');
    expect(switchKindOf(new URL('http://x/app/iam2/switch-saml-group?a=b&embedded=1'))).toBe('switchSamlGroup');
    expect(switchKindOf(new URL('http://x/app/iam2/switch-saml-group'))).toBeUndefined();
    expect(switchKindOf(new URL('http://x/app/iam2/role?embedded=1'))).toBeUndefined();
    expect(switchKindOf(new URL('http://x/constructor?embedded=1'))).toBeUndefined();
  });
});
