import { siteDataAllowed } from './site-data.ts';

describe('siteDataAllowed', () => {
  it('is true where storage can be read', () => {
    expect(siteDataAllowed({ localStorage: window.localStorage })).toBe(true);
  });

  it('is false where the browser blocks site data (reading localStorage throws)', () => {
    const blocked = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }) as Pick<Window, 'localStorage'>;
    expect(siteDataAllowed(blocked)).toBe(false);
  });
});
