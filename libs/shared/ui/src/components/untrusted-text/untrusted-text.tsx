import { chakra, type SystemStyleObject } from '@chakra-ui/react';
import { Fragment } from 'react';
import { splitHidden } from '@soc/util';

export interface UntrustedTextProps {
  children: string;
  /**
   * `ltr` for identifiers (paths, addresses, hashes, command lines), whose order must not follow the
   * letters in them; `auto` (the default) for free text, which takes the direction of its first letter.
   */
  dir?: 'auto' | 'ltr';
  /** `false`: the codes only, inside an isolation the caller draws (one `<bdi>` around a highlighted text's pieces). */
  isolate?: boolean;
}

/** A hidden character drawn as its code point, in a box, read left to right whatever surrounds it. */
export const HIDDEN_CHARACTER_STYLE: SystemStyleObject = {
  display: 'inline-block',
  fontFamily: 'mono',
  fontSize: '0.75em',
  lineHeight: '1.25',
  paddingInline: '0.5',
  marginInline: '1px',
  borderWidth: '1px',
  borderColor: 'border.warning',
  borderRadius: 'l1',
  color: 'fg',
  background: 'bg.warning',
  unicodeBidi: 'isolate',
  whiteSpace: 'nowrap',
};

const HiddenCharacter = chakra('span', { base: HIDDEN_CHARACTER_STYLE });

/**
 * Text a server or another page supplied, shown so it cannot mislead: isolated from the text around
 * it (a right-to-left name cannot reorder the addresses beside it), with every hidden character — bidi
 * control, zero-width character, filler, control character — drawn as its code. So
 * "invoice_\u202Efdp.exe" reads "invoice_[U+202E]fdp.exe", not "invoice_exe.pdf". Copies take the
 * raw value from the data, never from this rendering.
 */
export function UntrustedText({ children, dir = 'auto', isolate = true }: UntrustedTextProps) {
  const parts = splitHidden(children);
  const shown =
    parts.length === 1 && parts[0]?.kind === 'text'
      ? children
      : parts.map((part, index) => (
          <Fragment key={index}>{part.kind === 'text' ? part.text : <HiddenCharacter dir="ltr">{part.code}</HiddenCharacter>}</Fragment>
        ));
  return isolate ? <bdi dir={dir}>{shown}</bdi> : <>{shown}</>;
}
