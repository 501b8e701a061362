import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { usePageArrival, usePageTitle } from './use-page-title.ts';

let go: (path: string, heading?: string) => void = () => undefined;

function Shell() {
  const [page, setPage] = useState<{ path: string; heading?: string }>({ path: '/dashboard', heading: 'Executive Dashboard' });
  usePageTitle('Security Operations Console');
  const arrived = usePageArrival(page.path);
  go = (path, heading) => setPage({ path, heading });
  return (
    <>
      <main id="main-content">{page.heading && <h1>{page.heading}</h1>}</main>
      <p data-testid="announcer">{arrived}</p>
    </>
  );
}

describe('usePageTitle', () => {
  afterEach(() => vi.useRealTimers());

  it('names the tab after the page heading, follows it, and keeps the unread prefix', async () => {
    document.title = '(3) Security Operations Console';
    render(<Shell />);
    expect(document.title).toBe('(3) Executive Dashboard · Security Operations Console');
    act(() => go('/dashboard', 'Threat Intelligence  Reports'));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.title).toBe('(3) Threat Intelligence Reports · Security Operations Console');
    act(() => go('/dashboard'));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(document.title).toBe('(3) Security Operations Console');
  });

  it('keeps the bell\'s capped prefix "(99+) " too', async () => {
    document.title = '(99+) Security Operations Console';
    render(<Shell />);
    expect(document.title).toBe('(99+) Executive Dashboard · Security Operations Console');
  });

  it('says where each navigation led once the page has settled, not the first page', async () => {
    vi.useFakeTimers();
    render(<Shell />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByTestId('announcer')).toHaveTextContent('');
    // A lazy page: the address first, the page a moment later.
    act(() => go('/app/ti/sandbox'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => go('/app/ti/sandbox', 'Sandbox Analysis'));
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.getByTestId('announcer')).toHaveTextContent('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('announcer')).toHaveTextContent('Sandbox Analysis');
    // A page of the same name as the last is said too.
    act(() => go('/app/ti/sandbox/2', 'Sandbox Analysis'));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByTestId('announcer')).toHaveTextContent('Sandbox Analysis');
  });
});
