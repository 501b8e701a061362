import { screen } from '@testing-library/react';
import { renderWithProviders } from '@soc/testing';
import { NotificationBell } from './notification-bell.tsx';

describe('NotificationBell', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i unread: exact count in the name, badge %s', (count, badge) => {
    renderWithProviders(<NotificationBell unreadCount={count} />);
    expect(screen.getByRole('button', { name: `Notifications, ${count} unread` })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')?.textContent ?? null).toBe(badge);
  });
});
