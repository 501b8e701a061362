import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { TraceId } from '../components/trace-id/trace-id.tsx';
import { TABBABLE } from '../dom/tabbable.ts';
import { toaster } from './toast-store.ts';

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
  // Zag names the region "Notifications, bottom-end (alt+T)" in English whatever the language, and the
  // bell is already "Notifications": the region gets its own translated name (Alt+T still focuses it).
  const regionLabel = t({ id: 'TOAST.REGION', message: 'Messages (Alt+T)' });
  const giveFocusBack = useFocusBeforeToasts();
  const pauseOnlyOnMove = useNoPauseWithoutMove();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={regionLabel} {...pauseOnlyOnMove}>
        {(toast) => {
          const kind: ToastKind = isToastKind(toast.type) ? toast.type : 'info';
          const traceId = readTraceId(toast.meta);
          return (
            // Panel colours for every type (Chakra's solid orange/green fail 4.5:1 with white text);
            // the type shows as the accent edge and the indicator icon.
            <Toast.Root
              // Zag makes every toast a polite `status`; an error interrupts as an alert (role=alert is
              // assertive and atomic by itself: an explicit aria-live beside it is said twice by VoiceOver on iOS).
              role={kind === 'error' ? 'alert' : 'status'}
              // Closed from the keyboard (Escape, or its Close button), a toast gives the focus back to where
              // the user came from; so does a Tab past the last toast's last control (see `isTabOutOfToasts`).
              onKeyDown={(event) => {
                if (event.key === 'Escape') giveFocusBack();
                else if (isTabOutOfToasts(event.nativeEvent) && giveFocusBack()) event.preventDefault();
              }}
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
              {toast.closable === false ? null : <Toast.CloseTrigger aria-label={closeLabel} color="fg.muted" onClick={giveFocusBack} />}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}

/**
 * A toast raised by a click appears under the pointer at rest on that button: the browser sends the
 * toasts a mouseenter and no mousemove, and the toast library, which pauses on either, kept them past
 * their 5 s until the pointer left. A pointer moved onto the toasts gets its mousemove in the same
 * task as the enter; an enter with none by the next task is undone (unless the focus is inside).
 */
function useNoPauseWithoutMove() {
  const moved = useRef(false);
  const onMouseEnter = useCallback((event: MouseEvent<HTMLElement>) => {
    moved.current = false;
    const region = event.currentTarget;
    setTimeout(() => {
      if (!moved.current && !region.contains(document.activeElement)) toaster.resume();
    }, 0);
  }, []);
  const onMouseMove = useCallback(() => {
    moved.current = true;
  }, []);
  return { onMouseEnter, onMouseMove };
}

const TOAST_SELECTOR = '[data-scope="toast"]';
const TOAST_GROUP_SELECTOR = '[data-scope="toast"][data-part="group"]';

/**
 * A Tab forward from the last control of the toasts. The toast library would send the focus back to
 * where the user came from once it has left the region (for the page's end, the browser's own bar), a
 * script focus the browser then shows with no focus ring; the console does it in the key's own handler.
 */
function isTabOutOfToasts(event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.shiftKey || !(event.target instanceof Element)) return false;
  const reachable = event.target.closest(TOAST_GROUP_SELECTOR)?.querySelectorAll(TABBABLE);
  return reachable !== undefined && reachable.length > 0 && reachable[reachable.length - 1] === event.target;
}
const inToast = (node: EventTarget | null) => node instanceof Element && node.closest(TOAST_SELECTOR) !== null;

/**
 * Notes the last element focused outside the toasts (a user reaches them with the region's hotkey or
 * Tab), and returns what gives the focus back to it (true if it did): a toast closed under the focus
 * would otherwise drop it to the page (WCAG 2.4.3).
 */
function useFocusBeforeToasts(): () => boolean {
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const note = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !inToast(event.target)) before.current = event.target;
    };
    document.addEventListener('focusin', note);
    return () => document.removeEventListener('focusin', note);
  }, []);
  return useCallback(() => {
    const target = before.current;
    if (!target?.isConnected || !inToast(document.activeElement)) return false;
    target.focus();
    // A target that cannot take the focus now (hidden, disabled): the key keeps its own way.
    return document.activeElement === target;
  }, []);
}
