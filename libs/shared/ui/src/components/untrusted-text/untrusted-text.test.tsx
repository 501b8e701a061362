import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { UntrustedText } from './untrusted-text.tsx';

describe('UntrustedText', () => {
  it('isolates its text, in the direction of its first letter unless told left to right', () => {
    const { container } = renderWithProviders(
      <>
        <UntrustedText>خادم-الملفات</UntrustedText>
        <UntrustedText dir="ltr">C:\Temp\report.exe</UntrustedText>
      </>,
    );
    const [free, identifier] = Array.from(container.querySelectorAll('bdi'));
    expect(free).toHaveAttribute('dir', 'auto');
    expect(free).toHaveTextContent('خادم-الملفات');
    expect(identifier).toHaveAttribute('dir', 'ltr');
  });

  it('draws a reversing character as its code, so the extension reads as sent', () => {
    renderWithProviders(<UntrustedText>{'invoice_\u202Efdp.exe'}</UntrustedText>);
    const code = screen.getByText('U+202E');
    expect(code).toHaveAttribute('dir', 'ltr');
    expect(code.closest('bdi')).toHaveTextContent(/^invoice_U\+202Efdp\.exe$/);
    // The character itself is gone from the rendering: nothing is left to reverse the text.
    expect(code.closest('bdi')?.textContent).not.toContain('\u202E');
  });

  it('draws a zero-width character in a name, and leaves a Japanese word break alone', () => {
    renderWithProviders(
      <>
        <UntrustedText>{'evil\u200B.com'}</UntrustedText>
        <UntrustedText>{'保護\u200Bエージェント'}</UntrustedText>
      </>,
    );
    expect(screen.getAllByText(/^U\+/)).toHaveLength(1);
    expect(screen.getByText('U+200B').closest('bdi')).toHaveTextContent('evilU+200B.com');
  });
});
