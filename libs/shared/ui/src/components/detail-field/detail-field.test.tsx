import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { declaredStyles } from '../../testing/declared-styles.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { DetailList } from '../detail-list/detail-list.tsx';
import { DetailField } from './detail-field.tsx';

const SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

function renderField(ui: React.ReactElement) {
  return renderWithProviders(<DetailList>{ui}</DetailList>);
}

describe('DetailField', () => {
  it('pairs the label (term) with its value (definition)', () => {
    renderField(<DetailField label="File name" value="invoice.pdf.exe" />);
    expect(screen.getByRole('term')).toHaveTextContent('File name');
    expect(screen.getByRole('definition')).toHaveTextContent('invoice.pdf.exe');
  });

  it.each([null, undefined, '', []])('shows a dash for %j', (value) => {
    renderField(<DetailField label="Signer" value={value} />);
    const definition = screen.getByRole('definition');
    expect(within(definition).getByText('-')).toBeInTheDocument();
    expect(definition).toHaveTextContent('No data');
  });

  it('shows each item of a list on its own line', () => {
    renderField(<DetailField label="Family names" value={['Emotet', '', 'Trickbot']} />);
    const items = within(screen.getByRole('definition')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Emotet', 'Trickbot']);
  });

  it('renders custom children', () => {
    renderField(
      <DetailField label="Verdict">
        <strong>Malicious</strong>
      </DetailField>,
    );
    expect(screen.getByText('Malicious').tagName).toBe('STRONG');
  });

  it('sets hashes in monospace and breaks them anywhere', () => {
    renderField(<DetailField label="SHA256" value={SHA256} format="hash" />);
    const css = declaredStyles(screen.getByRole('definition'));
    expect(css).toContain('word-break: break-all;');
    expect(css).toContain('font-family: var(--chakra-fonts-mono);');
  });

  it('wraps long text values instead of overflowing', () => {
    renderField(<DetailField label="Command line" value={'powershell.exe -enc '.repeat(20)} />);
    expect(declaredStyles(screen.getByRole('definition'))).toContain('overflow-wrap: anywhere;');
  });

  it('offers a copy button named after the label when copyable', async () => {
    const user = userEvent.setup();
    renderField(<DetailField label="SHA256" value={SHA256} format="hash" copyable />);
    await user.click(screen.getByRole('button', { name: 'Copy SHA256' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(SHA256);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
  });

  it('shows a reversing character as its code, and copies the value as the server sent it', async () => {
    const user = userEvent.setup();
    renderField(<DetailField label="File name" value={'invoice_\u202Efdp.exe'} copyable />);
    expect(screen.getByRole('definition')).toHaveTextContent('invoice_U+202Efdp.exe');
    await user.click(screen.getByRole('button', { name: 'Copy File name' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('invoice_\u202Efdp.exe');
  });

  it('copies `copyValue` when the value is not plain text', async () => {
    const user = userEvent.setup();
    renderField(
      <DetailField label="URL" copyable copyValue="https://example.test/a">
        <a href="https://example.test/a">example.test</a>
      </DetailField>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('https://example.test/a');
  });

  it('has no copy button when there is nothing to copy', () => {
    renderField(<DetailField label="MD5" value="" copyable />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
