import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render.tsx';
import { isEmptyValue, plainText } from './is-empty-value.ts';
import { ValueOrDash } from './value-or-dash.tsx';

describe('isEmptyValue', () => {
  it.each([null, undefined, '', '   ', [], [null, ''], Number.NaN, false, true])('treats %j as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([0, 'x', ['a'], [null, 'b'], { a: 1 }])('treats %j as a value', (value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});

describe('plainText', () => {
  it('joins list items one per line and skips empty ones', () => {
    expect(plainText(['a', '', 'b'])).toBe('a\nb');
    expect(plainText(42)).toBe('42');
    expect(plainText({})).toBeUndefined();
  });
});

describe('ValueOrDash', () => {
  it('shows the value', () => {
    renderWithProviders(<ValueOrDash value="host-01" />);
    expect(screen.getByText('host-01')).toBeInTheDocument();
  });

  it('shows zero, which is a value', () => {
    renderWithProviders(<ValueOrDash value={0} />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it.each([null, undefined, '', []])('shows a dash for %j, announced as "No data"', (value) => {
    renderWithProviders(<ValueOrDash value={value} />);
    expect(screen.getByText('-')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('lists the non-empty items of a list, comma-separated', () => {
    const { container } = renderWithProviders(<ValueOrDash value={['Emotet', '', 'Trickbot']} />);
    expect(container).toHaveTextContent('Emotet, Trickbot');
  });

  it('renders custom children for a non-empty value only', () => {
    const { rerender } = renderWithProviders(
      <ValueOrDash value={2048}>
        <b>2.00 KB</b>
      </ValueOrDash>,
    );
    expect(screen.getByText('2.00 KB')).toBeInTheDocument();
    rerender(
      <ValueOrDash value={null}>
        <b>2.00 KB</b>
      </ValueOrDash>,
    );
    expect(screen.queryByText('2.00 KB')).not.toBeInTheDocument();
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('ValueOrDash with server text', () => {
  it('draws hidden characters as codes, in a value and in each item of a list', () => {
    renderWithProviders(<ValueOrDash value={['Sato \u202E1.0.0.721', '\u3164']} />);
    expect(screen.getByText('U+202E').closest('bdi')).toHaveTextContent('Sato U+202E1.0.0.721');
    // A value made only of a filler is not blank: its code shows.
    expect(screen.getByText('U+3164')).toBeInTheDocument();
  });
});
