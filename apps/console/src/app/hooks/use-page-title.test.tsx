import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { usePageTitle } from './use-page-title.ts';

function Page({ initial }: { initial?: string }) {
  usePageTitle('Security Operations Console');
  const [heading, setHeading] = useState(initial);
  (globalThis as { rename?: (h?: string) => void }).rename = setHeading;
  return <main id="main-content">{heading && <h1>{heading}</h1>}</main>;
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('usePageTitle', () => {
  it('names the tab after the page heading, follows it, and keeps the unread prefix', async () => {
    document.title = '(3) Security Operations Console';
    render(<Page initial="About" />);
    expect(document.title).toBe('(3) About · Security Operations Console');
    act(() => (globalThis as unknown as { rename: (h?: string) => void }).rename('Threat Intelligence  Reports'));
    await flush();
    expect(document.title).toBe('(3) Threat Intelligence Reports · Security Operations Console');
    act(() => (globalThis as unknown as { rename: (h?: string) => void }).rename(undefined));
    await flush();
    expect(document.title).toBe('(3) Security Operations Console');
  });
});
