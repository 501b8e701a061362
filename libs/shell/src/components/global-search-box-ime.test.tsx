import { fireEvent, screen } from '@testing-library/react';
import { createTestQueryClient, renderWithProviders } from '@soc/testing';
import { GlobalSearchBox } from './global-search-box.tsx';

// Issue 13: an Enter that confirms an input method's composition never searches (the palette's
// tests check the same for the command palette). Both browser behaviours are covered: Chrome and
// Firefox flag the key event `isComposing`; Safari sends the Enter after `compositionend` with key
// code 229 only.
describe('GlobalSearchBox with an input method', { timeout: 20_000 }, () => {
  function renderBox() {
    const onSearch = vi.fn<(keyword: string) => void>();
    renderWithProviders(<GlobalSearchBox onSearch={onSearch} onBack={vi.fn()} canGoBack={() => false} onHome={vi.fn()} onWarn={vi.fn()} />, { queryClient: createTestQueryClient({ staleTime: Infinity }), toaster: true });
    return { onSearch, input: screen.getByRole('combobox', { name: 'Global search' }) };
  }

  it('ignores the Enter that confirms a composition, then searches on the next Enter', () => {
    const { onSearch, input } = renderBox();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'とうきょう' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.change(input, { target: { value: '東京' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(input);
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('東京');
  });

  it("ignores Safari's Enter after compositionend (key code 229, not flagged as composing)", () => {
    const { onSearch, input } = renderBox();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '８．８．８．８' } });
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: false });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('８．８．８．８');
  });
});
