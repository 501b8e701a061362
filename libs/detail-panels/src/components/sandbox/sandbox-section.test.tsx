import { sandboxHandlers } from '@soc/mocks';
import { screen } from '@testing-library/react';
import { renderWithProviders, setupMockServer } from '@soc/testing';
import { SandboxSection } from './sandbox-section.tsx';

const { server } = setupMockServer();
// Rendering Chakra in jsdom on a shared 2-core machine can take a few seconds per test.
vi.setConfig({ testTimeout: 20_000 });

describe('SandboxSection (spec 001 §4)', () => {
  it('shows the verdict, behaviours with their weights, and the report link', async () => {
    server.use(sandboxHandlers.done());
    renderWithProviders(<SandboxSection objectType="file" id="abc" />);
    expect(await screen.findByText('High', { selector: '[data-level]' })).toBeVisible();
    const meters = screen.getAllByRole('meter');
    expect(meters).toHaveLength(6);
    expect(meters[0]).toHaveAccessibleName('Downloads an executable from the internet');
    expect(meters[0]).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByRole('link', { name: 'View the full report' })).toHaveAttribute(
      'href',
      '/app/ti/sandbox?rootfilesha1=3395856ce81f2b7382dee72602f798b642f14140',
    );
  });

  it('says the sandbox is analyzing', async () => {
    server.use(sandboxHandlers.processing());
    renderWithProviders(<SandboxSection objectType="file" id="abc" />);
    expect(await screen.findByText(/The sandbox is analyzing this object\./)).toBeVisible();
    expect(screen.getByText(/The sandbox is analyzing/).closest('[role="status"]')).not.toBeNull();
  });

  it('adds the hint for a file without analysis', async () => {
    server.use(sandboxHandlers.notFound(1));
    renderWithProviders(<SandboxSection objectType="file" id="abc" searchType={3} />);
    expect(await screen.findByText(/has not been analyzed in the sandbox/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /Submit to sandbox/ })).not.toBeInTheDocument();
  });

  it('offers a URL for submission only when the user may submit', async () => {
    server.use(sandboxHandlers.notFound(1));
    const { unmount } = renderWithProviders(<SandboxSection objectType="url" id="http://example.com/" searchType={4} />);
    const link = await screen.findByRole('link', { name: /Submit to sandbox/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link.getAttribute('href')).toMatch(/^\/ui\/arp\/submit\?source_name=detail_panel&source_id=aHR0cDovL2V4YW1wbGUuY29tLw&target_type=url&url=/);
    unmount();
    server.use(sandboxHandlers.notFound(0));
    renderWithProviders(<SandboxSection objectType="url" id="http://other.example/" searchType={4} />);
    expect(await screen.findByText('No data')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Submit to sandbox/ })).not.toBeInTheDocument();
  });

  it('shows a failed call as notFound: the no-data message, with the file hint (spec 001 §4, §8)', async () => {
    server.use(sandboxHandlers.serverError(500));
    renderWithProviders(<SandboxSection objectType="file" id="abc" />);
    expect(await screen.findByRole('heading', { name: 'No data' })).toBeVisible();
    expect(screen.getByText(/This file has not been analyzed in the sandbox/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
