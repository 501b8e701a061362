import { VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { EMPTY_VALUE, isEmptyValue, nonEmptyItems } from './is-empty-value.ts';
import { UntrustedText } from '../untrusted-text/untrusted-text.tsx';

/** Text values come from the server: shown isolated, with hidden characters drawn. */
const shown = (item: ReactNode) => (typeof item === 'string' ? <UntrustedText>{item}</UntrustedText> : item);

/** The dash for an empty value: seen as "-", heard as "No data". */
export function Dash() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">{EMPTY_VALUE}</span>
      <VisuallyHidden>{t({ id: 'COMMON.NO_DATA', message: 'No data' })}</VisuallyHidden>
    </>
  );
}

export interface ValueOrDashProps {
  /** The value; null, undefined, '' (or blank), NaN, booleans and empty lists show a dash. */
  value: ReactNode;
  /** Custom rendering of a non-empty value (e.g. `<ByteSize bytes={value} />`). */
  children?: ReactNode;
}

/** `value` (lists inline, comma-separated), `children` when given, or a dash when the value is empty. */
export function ValueOrDash({ value, children }: ValueOrDashProps) {
  if (isEmptyValue(value)) return <Dash />;
  if (children !== undefined) return <>{children}</>;
  if (Array.isArray(value)) {
    return (
      <>
        {nonEmptyItems<ReactNode>(value).map((item, index) => (
          <Fragment key={index}>
            {index > 0 ? ', ' : null}
            {shown(item)}
          </Fragment>
        ))}
      </>
    );
  }
  return <>{shown(value)}</>;
}
