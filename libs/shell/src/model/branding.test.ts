import { chooseLogo, logoMark, safeImageUrl, type LogoInput } from './branding.ts';

const input = (patch: Partial<LogoInput> = {}): LogoInput => ({
  placement: 'menu',
  collapsed: false,
  region: 'OTHER',
  logo: { customLogo: null, headerLogo: null, fullSizeLogo: false },
  ...patch,
});

describe('safeImageUrl', () => {
  it.each([
    ['https://cdn.example.com/brand/logo.png', 'https://cdn.example.com/brand/logo.png'],
    ['HTTP://cdn.example.com/logo.svg', 'http://cdn.example.com/logo.svg'],
    ['/public/asm/api/whitelabel/v1/partner-3141/logo.png', '/public/asm/api/whitelabel/v1/partner-3141/logo.png'],
    ['  /branding/logo.png  ', '/branding/logo.png'],
  ])('accepts %s', (value, expected) => {
    expect(safeImageUrl(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://console.example/1234',
    'ftp://files.example.com/logo.png',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    'logo.png',
    './logo.png',
    'https://',
    'https://cdn.example.com/a b.png',
    '/branding/\nlogo.png',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined();
  });
});

describe('logoMark', () => {
  it('gives the UAE its own mark and every other region the default', () => {
    expect(logoMark('UAE')).toBe('uae');
    expect(logoMark('GOV_US')).toBe('default');
    expect(logoMark('OTHER')).toBe('default');
  });
});

describe('chooseLogo — left menu (spec 000 §2.1)', () => {
  it('expanded without branding: the full logo, the mark beside the product name', () => {
    expect(chooseLogo(input())).toEqual({ kind: 'mark', mark: 'default', layout: 'withName' });
  });

  it('collapsed without branding: the compact mark', () => {
    expect(chooseLogo(input({ collapsed: true }))).toEqual({ kind: 'mark', mark: 'default', layout: 'compact' });
  });

  it('UAE region: its own mark, expanded and collapsed', () => {
    expect(chooseLogo(input({ region: 'UAE' }))).toEqual({ kind: 'mark', mark: 'uae', layout: 'withName' });
    expect(chooseLogo(input({ region: 'UAE', collapsed: true }))).toEqual({ kind: 'mark', mark: 'uae', layout: 'compact' });
  });

  it('custom logo: shown beside the product name, falling back to the region mark', () => {
    const logo = { customLogo: '/branding/logo.png', headerLogo: null, fullSizeLogo: false };
    expect(chooseLogo(input({ logo }))).toEqual({ kind: 'image', src: '/branding/logo.png', layout: 'withName', fallback: 'default' });
    expect(chooseLogo(input({ logo, region: 'UAE' }))).toMatchObject({ kind: 'image', fallback: 'uae' });
  });

  it('custom full-size logo: fills the brand area when expanded, fits the rail when collapsed', () => {
    const logo = { customLogo: 'https://cdn.example.com/logo.png', headerLogo: null, fullSizeLogo: true };
    expect(chooseLogo(input({ logo }))).toMatchObject({ kind: 'image', layout: 'fullWidth' });
    expect(chooseLogo(input({ logo, collapsed: true }))).toMatchObject({ kind: 'image', layout: 'compact' });
  });

  it('a full-size flag without a custom logo changes nothing', () => {
    expect(chooseLogo(input({ logo: { customLogo: null, headerLogo: null, fullSizeLogo: true } }))).toEqual({ kind: 'mark', mark: 'default', layout: 'withName' });
  });

  it('an unsafe custom logo address is ignored: the built-in mark shows', () => {
    const logo = { customLogo: 'javascript:alert(1)', headerLogo: null, fullSizeLogo: true };
    expect(chooseLogo(input({ logo }))).toEqual({ kind: 'mark', mark: 'default', layout: 'withName' });
  });

  it('missing logo object (malformed auth info) reads as no branding', () => {
    expect(chooseLogo(input({ logo: undefined }))).toEqual({ kind: 'mark', mark: 'default', layout: 'withName' });
    expect(chooseLogo(input({ logo: null, placement: 'header' }))).toEqual({ kind: 'none' });
  });
});

describe('chooseLogo — header', () => {
  it('no header logo: nothing, whatever the collapse state or region', () => {
    expect(chooseLogo(input({ placement: 'header' }))).toEqual({ kind: 'none' });
    expect(chooseLogo(input({ placement: 'header', region: 'UAE', collapsed: true }))).toEqual({ kind: 'none' });
  });

  it('custom header logo: compact beside the product name, hidden if it fails to load', () => {
    const logo = { customLogo: '/branding/logo.png', headerLogo: '/branding/header.png', fullSizeLogo: true };
    expect(chooseLogo(input({ placement: 'header', logo }))).toEqual({ kind: 'image', src: '/branding/header.png', layout: 'compact', fallback: undefined });
  });

  it('an unsafe header logo address is ignored', () => {
    expect(chooseLogo(input({ placement: 'header', logo: { customLogo: null, headerLogo: 'data:image/png;base64,AAAA', fullSizeLogo: false } }))).toEqual({ kind: 'none' });
  });
});
