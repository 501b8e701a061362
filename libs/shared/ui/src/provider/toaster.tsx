import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TraceId } from '../components/trace-id/trace-id.tsx';

/** Notices last 5 s (spec 3 section 9); hovering or focusing one pauses it. */
export const TOAST_DURATION_MS = 5000;

/**
 * The console's one toast store. Any lib raises a notice with
 * `toaster.create({ type: 'warning', title, description, meta: { traceId } })`;
 * a string `meta.traceId` is shown as "Trace ID: …" with a copy button.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 5,
});

const ACCENTS = {
  success: 'status.success',
  error: 'status.error',
  warning: 'status.warning',
  info: 'status.info',
  loading: 'status.info',
} as const;

type ToastKind = keyof typeof ACCENTS;

const isToastKind = (value: unknown): value is ToastKind => typeof value === 'string' && value in ACCENTS;

function readTraceId(meta: Record<string, unknown> | undefined): string | undefined {
  const traceId = meta?.['traceId'];
  return typeof traceId === 'string' && traceId !== '' ? traceId : undefined;
}

/**
 * Renders the toasts of `toaster`. Mount once near the root, inside both UiProvider and the
 * Lingui provider (it names its close button).
 */
export function Toaster() {
  const { t } = useLingui();
  const closeLabel = t({ id: 'COMMON.CLOSE', message: 'Close' });
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const kind: ToastKind = isToastKind(toast.type) ? toast.type : 'info';
          const traceId = readTraceId(toast.meta);
          return (
            // Panel colours for every type (Chakra's solid orange/green fail 4.5:1 with white text);
            // the type shows as the accent edge and the indicator icon.
            <Toast.Root
              width={{ md: 'sm' }}
              bg="bg.panel"
              color="fg"
              borderWidth="1px"
              borderColor="border"
              borderInlineStartWidth="4px"
              borderInlineStartColor={ACCENTS[kind]}
              boxShadow="lg"
            >
              {kind === 'loading' ? <Spinner size="sm" color={ACCENTS[kind]} /> : <Toast.Indicator color={ACCENTS[kind]} />}
              <Stack gap="1" flex="1" minW="0" maxWidth="100%">
                {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
                {toast.description ? (
                  <Toast.Description opacity="1" color="fg.muted">
                    {toast.description}
                  </Toast.Description>
                ) : null}
                {traceId ? <TraceId value={traceId} /> : null}
              </Stack>
              {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
              {toast.closable === false ? null : <Toast.CloseTrigger aria-label={closeLabel} color="fg.muted" />}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
