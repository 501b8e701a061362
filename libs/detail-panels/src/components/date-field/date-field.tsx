import { DateTime, DetailField } from '@soc/ui';
import type { ComponentProps, ReactNode } from 'react';

export interface DateFieldProps {
  label: ReactNode;
  /** A missing or invalid date shows a dash (DateTime's own). */
  value: ComponentProps<typeof DateTime>['value'];
}

/** A field whose value is a date and time in the active locale: the panels show many. */
export function DateField({ label, value }: DateFieldProps) {
  return (
    <DetailField label={label}>
      <DateTime value={value} />
    </DetailField>
  );
}
