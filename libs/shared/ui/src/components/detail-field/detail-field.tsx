import { Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { detailFieldRecipe } from '../../theme/recipes/detail-field-recipe.ts';
import { CopyButton } from '../copy-button/copy-button.tsx';
import { isEmptyValue, nonEmptyItems, plainText } from '../value-or-dash/is-empty-value.ts';
import { Dash } from '../value-or-dash/value-or-dash.tsx';
import { UntrustedText } from '../untrusted-text/untrusted-text.tsx';

type DetailFieldFormat = 'text' | 'hash';

export interface DetailFieldProps {
  label: ReactNode;
  /** The value. Empty values (null, undefined, blank, empty list) show a dash; lists show one item per line. */
  value?: ReactNode;
  /** Custom content instead of `value` (e.g. a badge or a link). */
  children?: ReactNode;
  /** `hash`: monospace and breaks anywhere, for MD5/SHA1/SHA256/TLSH and other long tokens. */
  format?: DetailFieldFormat;
  /** Label beside the value (default, dense; above it on a phone) or always above it. */
  orientation?: 'horizontal' | 'vertical';
  /** Adds a button that copies the value; shown only when there is something to copy. */
  copyable?: boolean;
  /** Text to copy when it differs from the value, or when the value is not plain text. */
  copyValue?: string;
}

/** One label/value pair (<dt>/<dd>) of a DetailList. Use it inside DetailList only. */
export function DetailField({
  label,
  value,
  children,
  format = 'text',
  orientation = 'horizontal',
  copyable = false,
  copyValue,
}: DetailFieldProps) {
  const labelId = useId();
  const recipe = useSlotRecipe({ recipe: detailFieldRecipe });
  const styles = recipe({ format, orientation });

  const content = children !== undefined ? children : value;
  const empty = isEmptyValue(content);
  // Text values come from the server: shown isolated, with hidden characters drawn (hashes read left to right).
  const shown = (item: ReactNode) => (typeof item === 'string' ? <UntrustedText dir={format === 'hash' ? 'ltr' : 'auto'}>{item}</UntrustedText> : item);
  const copyText = copyValue ?? plainText(value);
  const showCopy = copyable && !empty && copyText !== undefined && copyText !== '';

  return (
    <chakra.div css={styles.root} className="detail-field">
      <chakra.dt id={labelId} css={styles.label}>
        {label}
      </chakra.dt>
      <chakra.dd css={styles.value}>
        <Box minW="0" flex="1">
          {empty ? (
            <Dash />
          ) : Array.isArray(content) ? (
            <chakra.ul listStyleType="none" m="0" p="0">
              {nonEmptyItems<ReactNode>(content).map((item, index) => (
                <li key={index}>{shown(item)}</li>
              ))}
            </chakra.ul>
          ) : (
            shown(content)
          )}
        </Box>
        {showCopy ? <CopyButton value={copyText} labelledBy={labelId} /> : null}
      </chakra.dd>
    </chakra.div>
  );
}
