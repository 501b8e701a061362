import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MenuIcon } from './menu-icon.tsx';

const NAMES = ['dashboard', 'investigation', 'risk', 'endpoint', 'email', 'network', 'cloud', 'identity', 'data', 'intel', 'ai', 'companion', 'admin', 'customers', 'unknown-name'];

function IconSet() {
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      {NAMES.map((name) => (
        <MenuIcon key={name} name={name} size={20} />
      ))}
    </div>
  );
}

const meta = { title: 'Shell/MenuIcon', component: IconSet } satisfies Meta<typeof IconSet>;
export default meta;

export const AllServerIconNames: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    // Unknown names fall back to a neutral icon rather than nothing; icons are decorative.
    const icons = canvasElement.querySelectorAll('svg[aria-hidden="true"]');
    await expect(icons.length).toBe(NAMES.length);
  },
};
