import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { findThreatActorAttack } from '../model/threat-actors.ts';
import { AttackPathModal } from './attack-path-modal.tsx';

// The threat-actor slide's diagram opened with its "Full screen" button (spec 002 §2.3, §9).
const meta = {
  title: 'Simulation/AttackPathModal',
  component: AttackPathModal,
  tags: ['wide'],
  args: { open: true, onClose: fn(), attack: findThreatActorAttack('apt28'), ips: { ip1: '10.20.1.21', ip2: '10.20.1.1', ip3: '10.20.3.57' } },
} satisfies Meta<typeof AttackPathModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 002 §2.3, §9: titled Attack Path, 1000 wide, with Cancel; the diagram large inside it. */
export const Open: Story = {
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'Attack Path');
    await expect(dialog.getBoundingClientRect().width).toBe(1000);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /^Step \d/ })).toHaveLength(4);
    // The diagram fits itself to the larger box: zoomed in beyond its 880 × 360 size.
    await expect(Number(within(dialog).getByRole('group', { name: 'Attack path diagram' }).getAttribute('data-scale'))).toBeGreaterThan(1);
  },
};

/** In Japanese: the title, Cancel and the zoom bar translated; the modal keeps its width. */
export const Japanese: Story = {
  globals: { locale: 'ja' },
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', '攻撃経路');
    await expect(dialog.getBoundingClientRect().width).toBe(1000);
    await expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeVisible();
    await expect(within(dialog).getByText(/^倍率\d+%$/)).toBeVisible();
  },
};
