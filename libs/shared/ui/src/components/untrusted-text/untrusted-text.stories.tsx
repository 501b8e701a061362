import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailField } from '../detail-field/detail-field.tsx';
import { DetailList } from '../detail-list/detail-list.tsx';
import { SafeHtml } from '../safe-html/safe-html.tsx';
import { UntrustedText } from './untrusted-text.tsx';

// Server text that would read as something else: reversing characters, zero-width characters in a
// name, right-to-left names beside addresses. Each shows as sent, its hidden characters as codes.
const meta = {
  title: 'UI/UntrustedText',
  component: UntrustedText,
  args: { children: 'invoice_\u202Efdp.exe' },
} satisfies Meta<typeof UntrustedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file name whose reversing character would show it as "invoice_exe.pdf". */
export const ReversedExtension: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('U+202E').closest('bdi')).toHaveTextContent(/^invoice_U\+202Efdp\.exe$/);
  },
};

/** The values of a panel: every kind of hidden character, and what is left alone. */
export const InAPanel: Story = {
  render: () => (
    <DetailList columns={1}>
      <DetailField label="File name" value={'invoice_\u202Efdp.exe'} />
      <DetailField label="Domain" value={'pay\u200Dpal\u2060.com\uFEFF'} />
      <DetailField label="MD5" format="hash" value={'5d41402abc4b2a76b9719d911017c59\u200B2'} />
      <DetailField label="Display name" value={'Sato \u202E1.0.0.721'} />
      <DetailField label="Host" value={'\u3164'} />
      <DetailField label="Subject" value={['Invoice \u2067cod.\u2069.exe attached', 'Tab\tand\u0007bell']} />
      <DetailField label="Left alone" value={['保護\u200Bエージェント', 'می\u200Cخواهم', 'خادم-الملفات 10.0.0.1']} />
    </DetailList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const codes = canvas.getAllByText(/^U\+[0-9A-F]{4}$/).map((code) => code.textContent);
    await expect(codes).toEqual(['U+202E', 'U+200D', 'U+2060', 'U+FEFF', 'U+200B', 'U+202E', 'U+3164', 'U+2067', 'U+2069', 'U+0007']);
    await expect(canvas.getByText('U+200D').closest('bdi')).toHaveTextContent('payU+200DpalU+2060.comU+FEFF');
  },
};

/** Server HTML: a right-to-left name in bold cannot reorder the addresses after it, nor a reversing character the sentence. */
export const InServerHtml: Story = {
  render: () => (
    <SafeHtml
      maxW="lg"
      html={'<p>Host <b>خادم-الملفات</b> 10.0.0.1, 10.0.0.2 contacted <b>evil\u200B.com</b>.</p><p>Blocked <b>invoice_\u202Efdp.exe</b> from 10.0.0.1, 10.0.0.2.</p>'}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('U+202E')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('U+200B')).toBeVisible();
    // Isolated, the addresses after the name keep their order on screen: 10.0.0.1 left of 10.0.0.2.
    // (Without it the name's direction took them in, and 10.0.0.2 showed first.)
    const addresses = Array.from(canvas.getByText(/^Host/).childNodes).find((node): node is Text => node instanceof Text && node.data.includes('10.0.0.2'));
    const leftOf = (needle: string) => {
      const start = addresses?.data.indexOf(needle) ?? -1;
      const range = document.createRange();
      range.setStart(addresses as Text, start);
      range.setEnd(addresses as Text, start + needle.length);
      return range.getBoundingClientRect().left;
    };
    await expect(leftOf('10.0.0.1')).toBeLessThan(leftOf('10.0.0.2'));
  },
};
