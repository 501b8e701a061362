import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useIpInput } from './use-ip-input.ts';

function IpInput({ onSend }: { onSend: (value: string) => void }) {
  const [value, setValue] = useState('');
  const handlers = useIpInput(value, (next) => {
    setValue(next);
    onSend(next);
  });
  return <input aria-label="IP" value={value} {...handlers} />;
}

function setup() {
  const onSend = vi.fn();
  render(
    <>
      <IpInput onSend={onSend} />
      <button type="button">elsewhere</button>
    </>,
  );
  // Moving the focus fires the blur and leaves the document's focus elsewhere, as leaving the field does.
  const leave = () => act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
  return { input: screen.getByRole('textbox', { name: 'IP' }) as HTMLInputElement, onSend, leave };
}

describe('useIpInput', () => {
  it('keeps what is typed while the field has the focus, and shows it half-width once left', () => {
    const { input, onSend, leave } = setup();
    input.focus();
    fireEvent.change(input, { target: { value: '１９２。１６８．０．１' } });
    expect(input).toHaveValue('１９２。１６８．０．１');
    leave();
    expect(input).toHaveValue('192.168.0.1');
    expect(onSend).toHaveBeenLastCalledWith('192.168.0.1');
  });

  it('never rewrites the field while an input method composes; a composition that ends after the focus left is normalised then', () => {
    const { input, onSend, leave } = setup();
    input.focus();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '１０．０' } });
    leave();
    expect(input).toHaveValue('１０．０');
    expect(onSend).toHaveBeenCalledTimes(1);
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('10.0');
  });

  it('leaves the field alone when a composition ends while it still has the focus', () => {
    const { input, leave } = setup();
    input.focus();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '１０' } });
    fireEvent.compositionEnd(input);
    expect(input).toHaveValue('１０');
    leave();
    expect(input).toHaveValue('10');
  });
});
