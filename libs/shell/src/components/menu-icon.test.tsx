import { render } from '@testing-library/react';
import { MenuIcon } from './menu-icon.tsx';

describe('MenuIcon', () => {
  it.each(['constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'toString'])('draws the neutral dot for a server name that is a property of every object (%s)', (name) => {
    const { container } = render(<MenuIcon name={name} />);
    expect(container.querySelector('svg')).toHaveClass('lucide-circle');
  });
  it('draws the named icon', () => {
    const { container } = render(<MenuIcon name="email" />);
    expect(container.querySelector('svg')).toHaveClass('lucide-mail');
  });
});
