import type { I18n } from '@lingui/core';
import { toaster, TOAST_DURATION_MS } from '@soc/ui';
import type { Notice } from '../model/messages.ts';

/** Raises a notice as a toast: bottom right, 5 s (spec 002 §8, §9), quoting the trace ID when there is one. */
export function showNotice(i18n: I18n, notice: Notice): void {
  toaster.create({
    type: notice.type,
    title: i18n._(notice.title),
    description: notice.description ? i18n._(notice.description) : undefined,
    duration: TOAST_DURATION_MS,
    meta: notice.traceId ? { traceId: notice.traceId } : undefined,
  });
}
