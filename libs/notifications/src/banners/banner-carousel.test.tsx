import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { BannerCarousel } from './banner-carousel.tsx';
import type { BannerItem } from './banner-item.ts';

const info: BannerItem = { id: 'complimentary_credit', type: 'info', title: 'Credits expire in 30 days.', dismissible: false, closable: true, action: { label: "Don't show again" } };
const warning: BannerItem = { id: 'advanced_trial', type: 'warning', title: 'Trial ends in 12 days.', description: 'Renew it.', dismissible: true, closable: true };
const error: BannerItem = { id: 'last_essential', type: 'error', title: 'License expires today.', dismissible: false, closable: false };

const shownSlide = () => within(screen.getByTestId('banner-carousel')).getByRole('group', { name: /^\d+ of \d+$/ });

describe('BannerCarousel', { timeout: 20_000 }, () => {
  it('shows errors first with its position, and moves with the buttons, wrapping around', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel banners={[info, warning, error]} />);
    expect(screen.getByRole('region', { name: 'Notices' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByText('License expires today.')).toBeInTheDocument();
    expect(screen.getByTestId('banner-position')).toHaveTextContent('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByText('Trial ends in 12 days.')).toBeInTheDocument();
    expect(screen.getByTestId('banner-position')).toHaveTextContent('2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByText('Credits expire in 30 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next notice' }));
    expect(screen.getByTestId('banner-position')).toHaveTextContent('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous notice' }));
    expect(screen.getByTestId('banner-position')).toHaveTextContent('3 of 3');
  });

  it('is keyboard operable: arrow keys inside the carousel move between banners', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BannerCarousel banners={[info, warning, error]} />);
    await user.tab();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByTestId('banner-position')).toHaveTextContent('2 of 3');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByTestId('banner-position')).toHaveTextContent('1 of 3');
    expect(shownSlide()).toHaveAttribute('aria-label', '1 of 3');
  });

  it('names the type for screen readers, and shows only the buttons a banner has', () => {
    renderWithProviders(<BannerCarousel banners={[error]} />);
    expect(screen.getByText('Error:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Notices' })).not.toHaveAttribute('aria-roledescription');
  });

  it('reports dismiss and close with the banner', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<BannerCarousel banners={[warning]} onDismiss={onDismiss} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(warning);
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(onClose).toHaveBeenCalledWith(warning);
  });

  it("hides an info banner permanently with its button; another type's button only runs its action", async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    const onClick = vi.fn();
    const { rerender } = renderWithProviders(<BannerCarousel banners={[{ ...info, action: { label: "Don't show again", onClick } }]} onHide={onHide} />);
    await user.click(screen.getByRole('button', { name: "Don't show again" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onHide).toHaveBeenCalledWith(expect.objectContaining({ id: 'complimentary_credit' }));
    onHide.mockClear();
    rerender(<BannerCarousel banners={[{ ...warning, action: { label: 'Review', onClick } }]} onHide={onHide} />);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows the banner that takes the place of a removed one and keeps focus in the carousel', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<BannerCarousel banners={[warning, info]} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    rerender(<BannerCarousel banners={[info]} />);
    expect(screen.getByText('Credits expire in 30 days.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notices' })).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps the banner on screen when another arrives before it (nothing moves under the cursor)', () => {
    const { rerender } = renderWithProviders(<BannerCarousel banners={[warning, info]} />);
    expect(screen.getByText('Trial ends in 12 days.')).toBeInTheDocument();
    rerender(<BannerCarousel banners={[warning, info, error]} />);
    expect(screen.getByText('Trial ends in 12 days.')).toBeInTheDocument();
    expect(screen.getByTestId('banner-position')).toHaveTextContent('2 of 3');
  });

  it('renders nothing without banners', () => {
    renderWithProviders(<BannerCarousel banners={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
