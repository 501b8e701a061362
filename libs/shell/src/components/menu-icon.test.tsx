import { renderWithProviders } from '@soc/testing';
import { MenuIcon } from './menu-icon.tsx';

const drawn = (name: string | undefined, label = 'Vendor portal') => {
  const { container } = renderWithProviders(<MenuIcon name={name} label={label} />);
  return container.firstElementChild;
};

describe('MenuIcon', () => {
  it.each([
    ['email', 'lucide-mail'],
    ['mail', 'lucide-mail'],
    ['search', 'lucide-search'],
    ['settings', 'lucide-settings'],
    ['icon-search', 'lucide-search'],
    [' Settings-outline ', 'lucide-settings'],
    ['fa_mail', 'lucide-mail'],
  ])('draws the icon a backend names %j', (name, icon) => {
    expect(drawn(name)).toHaveClass(icon);
  });

  it.each(['constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'toString', 'unheard-of', '', undefined])(
    'shows the title’s first letter for a name it does not know (%j), never a property of every object',
    (name) => {
      const icon = drawn(name);
      expect(icon?.tagName).toBe('SPAN');
      expect(icon).toHaveTextContent(/^V$/);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    },
  );

  it('takes the first character of the title as written, in any script', () => {
    expect(drawn(undefined, ' 調査')).toHaveTextContent(/^調$/);
    expect(drawn(undefined, '𝒳DR')).toHaveTextContent(/^𝒳$/);
    expect(drawn(undefined, 'éclair')).toHaveTextContent(/^É$/);
  });
});
