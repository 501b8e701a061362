import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createManyNotifications, FIXED_NOW } from '@soc/mocks';
import { holdSlices, renderWithProviders } from '@soc/testing';
import { doneList, storyLists } from '../testing/story-data.ts';
import { NotificationPanel } from './notification-panel.tsx';

const props = { now: FIXED_NOW, origin: 'http://localhost:3000', onNavigate: vi.fn(), animated: false };

describe('NotificationPanel', { timeout: 60_000 }, () => {
  it('renders a long tab 50 at a time and keeps focus in the panel after the last step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationPanel {...props} list={doneList(createManyNotifications(FIXED_NOW, 120))} />);
    const panel = screen.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(50), { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Show more (70 remaining)' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(100), { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Show more (20 remaining)' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(120), { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    expect(panel).toHaveFocus();
  });

  it('renders a page in slices of 10, one per task, so no single task renders 50 items (issue 11, item 12)', () => {
    const slices = holdSlices();
    renderWithProviders(<NotificationPanel {...props} list={doneList(createManyNotifications(FIXED_NOW, 250))} />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    for (const expected of [20, 30, 40, 50]) {
      slices.next();
      expect(within(panel).getAllByRole('listitem')).toHaveLength(expected);
    }
    expect(slices.pending()).toBe(0);
  });

  it('names every level icon and shows status, time and application', () => {
    renderWithProviders(<NotificationPanel {...props} list={storyLists.everyLevel()} defaultTab={1} />);
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('img', { name: 'Pending' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Just now');
    expect(first).toHaveTextContent('Response Management');
  });

  it('shows the loading and error states', async () => {
    const retry = vi.fn();
    const { rerender } = renderWithProviders(<NotificationPanel {...props} list={{ status: 'loading' }} />);
    expect(screen.getByRole('status', { name: 'Loading notifications…' })).toHaveAttribute('aria-busy', 'true');
    rerender(<NotificationPanel {...props} list={{ status: 'error', error: new Error('x'), traceId: 'trace-1', retry, retrying: false }} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('trace-1');
  });
});
