import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@soc/testing';
import { UserMenu } from './user-menu.tsx';

// Server values have any length: a 256-character name, an uncapped e-mail (audit finding 5).
const LONG_NAME = `aiko.${'tanaka'.repeat(50)}`;
const LONG_EMAIL = `aiko.tanaka.${'x'.repeat(300)}@northwind-trading.example`;

async function openWith(userName: string, email: string) {
  const user = userEvent.setup();
  renderWithProviders(<UserMenu userName={userName} email={email} entries={['language']} onLogout={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: /^User menu/ }));
  return screen.findByRole('menu');
}

const truncated = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return { overflow: style.overflow, whiteSpace: style.whiteSpace, textOverflow: style.textOverflow };
};

describe('UserMenu: a long name or e-mail stays inside the menu', () => {
  it('ends in an ellipsis, with the whole value in the title', async () => {
    const menu = await openWith(LONG_NAME, LONG_EMAIL);
    for (const value of [LONG_NAME, LONG_EMAIL]) {
      // The value sits in an isolating <bdi> inside the cut line.
      const text = within(menu).getByText(value).closest('[title]') as HTMLElement;
      expect(text).toHaveAttribute('title', value);
      expect(truncated(text)).toEqual({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    }
  });

  it('is at most 24rem wide, or the screen less a margin', async () => {
    const menu = await openWith(LONG_NAME, LONG_EMAIL);
    expect(getComputedStyle(menu).maxWidth).toBe('min(24rem, calc(100vw - 1rem))');
  });
});
