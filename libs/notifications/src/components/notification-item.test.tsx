import { screen, within } from '@testing-library/react';
import { createNotification, FIXED_NOW } from '@soc/mocks';
import { renderWithProviders } from '@soc/testing';
import { doneList } from '../testing/story-data.ts';
import { NotificationItem } from './notification-item.tsx';

// Status and application are uncapped server texts (audit finding 9): they stay inside the panel.
const LONG_STATUS = `Waiting for approval ${'x'.repeat(2000)}`;
const LONG_APPLICATION = `Response Management ${'y'.repeat(2000)}`;

function renderItem() {
  const list = doneList([createNotification({ type: 1, level: 'pending', status: LONG_STATUS, application: LONG_APPLICATION }, FIXED_NOW)]);
  const item = list.status === 'done' ? list.data.byType[1][0] : undefined;
  if (!item) throw new Error('the test item did not parse');
  renderWithProviders(
    <ul>
      <NotificationItem item={item} now={FIXED_NOW} origin="http://localhost" onNavigate={vi.fn()} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

/** Chakra's `full` size: the line's width. */
const FULL = 'var(--chakra-sizes-full)';
const truncated = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { overflow: style.overflow, whiteSpace: style.whiteSpace, textOverflow: style.textOverflow, maxWidth: style.maxWidth };
};

describe('NotificationItem: long status and application', () => {
  it('end in an ellipsis at the panel edge, with the whole value in the title', () => {
    const item = renderItem();
    const status = within(item).getByText(LONG_STATUS);
    expect(status.closest('[title]')).toHaveAttribute('title', LONG_STATUS);
    expect(truncated(status)).toMatchObject({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    // The badge around it is no wider than the line.
    expect(getComputedStyle(status.parentElement as HTMLElement).maxWidth).toBe(FULL);
    const application = within(item).getByText(LONG_APPLICATION);
    expect(application).toHaveAttribute('title', LONG_APPLICATION);
    expect(truncated(application)).toEqual({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', maxWidth: FULL });
  });
});
