import { openInNewWindow } from './open-in-new-window.ts';

describe('openInNewWindow', () => {
  it('opens a new window without opener and referrer', () => {
    const open = vi.fn();
    openInNewWindow('https://upgrade.example.com/x', open);
    expect(open).toHaveBeenCalledWith('https://upgrade.example.com/x', '_blank', 'noopener,noreferrer');
  });

  it('uses window.open by default', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openInNewWindow('/portal');
    expect(open).toHaveBeenCalledWith('/portal', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
