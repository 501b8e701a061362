// For the identity tabs' stories (endpoint and user account): directory names without a space must wrap
// inside the drawer, not widen it (an audit's 2,000-character names made it 22,000 px wide).
import { expect, waitFor, within } from 'storybook/test';
import { settleFrame } from './settle.ts';

interface DirectoryProfiles<A, O> {
  aad?: A[] | null;
  opa?: O[] | null;
}

/** The first cloud and on-premises profile, their tenant and domain 2,000 characters without a space. */
export function unbrokenDirectoryNames<A extends object, O extends object>({ aad, opa }: DirectoryProfiles<A, O>) {
  return {
    aad: aad?.slice(0, 1).map((profile) => ({ ...profile, tenantName: `tenant${'W'.repeat(2000)}` })),
    opa: opa?.slice(0, 1).map((profile) => ({ ...profile, domain: `domain${'W'.repeat(2000)}` })),
  };
}

/** The on-premises heading is shown whole, and the panel's frame does not scroll sideways. */
export async function expectDirectoryNamesWrap(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: /^On-premises directory: domainW+$/ }, { timeout: 15_000 })).toBeVisible();
  const frame = canvas.getByTestId('panel-frame');
  await waitFor(() => expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth));
  await settleFrame();
}
