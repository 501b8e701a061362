import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { ExternalLink } from './external-link.tsx';

describe('ExternalLink', () => {
  it('opens in a new window safely and says so in its name', () => {
    renderWithProviders(<ExternalLink href="https://attack.mitre.org/versions/v15/techniques/T1059/">T1059</ExternalLink>);
    const link = screen.getByRole('link', { name: 'T1059 (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://attack.mitre.org/versions/v15/techniques/T1059/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a decorative icon', () => {
    renderWithProviders(<ExternalLink href="/ui/arp/submit">Submit</ExternalLink>);
    expect(screen.getByRole('link').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
