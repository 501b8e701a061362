import { endpointIdentitySchema } from '@soc/api';
import { endpointIdentityVariants } from '@soc/mocks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { DirectoryProfilesView } from './directory-profiles.tsx';

// Rendering Chakra in jsdom on a shared machine can take a few seconds per test.
vi.setConfig({ testTimeout: 40_000 });

const sample = endpointIdentitySchema.parse(endpointIdentityVariants.long());
const identity = (aad: number, opa: number) => ({
  aad: Array.from({ length: aad }, (_, i) => ({ ...sample.aad[0]!, tenantName: `Tenant ${i + 1}` })),
  opa: Array.from({ length: opa }, (_, i) => ({ ...sample.opa[0]!, domain: `domain-${i + 1}.example` })),
});

function renderProfiles(aad: number, opa: number) {
  return renderWithProviders(
    <DirectoryProfilesView
      state={{ status: 'done', data: identity(aad, opa) }}
      animated={false}
      noneDescription="No directory knows this endpoint."
      cloudFields={() => null}
      onPremisesFields={() => null}
    />,
  );
}

// By text, not role: role queries over a hundred profiles take seconds in jsdom.
const profiles = () => screen.getAllByText(/^(Cloud|On-premises) directory: /, { selector: 'h3' });

describe('DirectoryProfilesView', () => {
  it('renders thousands of profiles 50 at a time; Show more reveals the next 50 and focuses the first of them', async () => {
    renderProfiles(1000, 2000);
    expect(profiles()).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2950 not shown)' }));
    expect(profiles()).toHaveLength(100);
    await waitFor(() => expect(document.activeElement?.tagName).toBe('SECTION'));
    expect(document.activeElement).toHaveTextContent('Cloud directory: Tenant 51');
  });

  it('shows the on-premises profiles after the cloud ones, on the same pages', async () => {
    renderProfiles(30, 3000);
    const names = profiles().map((heading) => heading.textContent);
    expect(names).toHaveLength(50);
    expect(names[29]).toBe('Cloud directory: Tenant 30');
    expect(names[30]).toBe('On-premises directory: domain-1.example');
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (2980 not shown)' }));
    expect(profiles()).toHaveLength(100);
    await waitFor(() => expect(document.activeElement).toHaveTextContent('On-premises directory: domain-21.example'));
  });

  it('breaks a tenant or domain without a space anywhere in its heading rather than widen the drawer', () => {
    renderProfiles(1, 1);
    for (const heading of profiles()) expect(heading).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('renders a few profiles whole, without a button', () => {
    renderProfiles(5, 4);
    expect(profiles()).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).not.toBeInTheDocument();
  });
});
