import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MenuIcon } from './menu-icon.tsx';

const NAMES = ['dashboard', 'investigation', 'risk', 'endpoint', 'email', 'network', 'cloud', 'identity', 'data', 'intel', 'ai', 'companion', 'admin', 'customers', 'search', 'mail', 'settings', 'vendor', 'help'];
/** Names no table knows: each entry shows its title's first letter. */
const UNKNOWN = [
  { name: 'unknown-name', label: 'Vendor portal' },
  { name: undefined, label: 'Service management' },
  { name: 'constructor', label: 'ワークベンチ' },
];

function IconSet() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      {NAMES.map((name) => (
        <MenuIcon key={name} name={name} label={name} size={20} />
      ))}
      {UNKNOWN.map(({ name, label }) => (
        <MenuIcon key={label} name={name} label={label} size={20} />
      ))}
    </div>
  );
}

const meta = { title: 'Shell/MenuIcon', component: IconSet } satisfies Meta<typeof IconSet>;
export default meta;

export const AllServerIconNames: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Known names draw an icon; unknown ones a letter that keeps entries apart. All are decorative.
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]').length).toBe(NAMES.length);
    const letters = [...canvasElement.querySelectorAll('[data-testid="menu-monogram"]')];
    await expect(letters.map((letter) => letter.textContent)).toEqual(['V', 'S', 'ワ']);
    await expect(letters.every((letter) => letter.getAttribute('aria-hidden') === 'true')).toBe(true);
  },
};
