import { Box, Button, CloseButton, Dialog, HStack, Portal, Text, type DialogBodyProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { LAYERS } from '../../theme/layout.ts';
import { keepOpenForOwnFrames } from './own-frames.ts';
import { TABBABLE } from '../../dom/tabbable.ts';
import { useContentHoldingFocus } from '../../hooks/use-content-holding-focus.ts';

/** Chakra's dialog sizes the console uses, or a content width in px (kept inside the viewport). */
type DialogFrameSize = 'xs' | 'sm' | 'md' | 'lg' | number;

/** `urgent` interrupts the user (role `alertdialog`); `normal` is an ordinary modal `dialog`. */
export type DialogUrgency = 'normal' | 'urgent';

type DialogTone = 'info' | 'success' | 'warning' | 'error';

/** The layers of `LAYERS` a dialog may sit on. */
type DialogLayer = 'dialog' | 'panelModal' | 'sessionDialog';

export interface DialogFrameProps {
  open: boolean;
  /** The user dismissed the dialog (Escape, the close button or a click outside, as allowed). */
  onClose?: () => void;
  /**
   * An element (a button) rendered in place that opens the dialog: it gets `aria-haspopup`,
   * `aria-expanded` and `aria-controls`, and pressing it calls `onOpen`.
   */
  trigger?: ReactElement;
  /** The user pressed `trigger`. */
  onOpen?: () => void;
  title: ReactNode;
  /**
   * A short line under the title (a file name). It is the dialog's accessible description when
   * there is no `description`.
   */
  subtitle?: ReactNode;
  /** Shown before the title; with `tone` it takes the status colour at the title's icon size. */
  icon?: ReactNode;
  tone?: DialogTone;
  /** The dialog's accessible description, first in the body. */
  description?: ReactNode;
  /** The rest of the body, below the description. */
  children?: ReactNode;
  /**
   * The label of the footer's dismiss button (Close, Cancel, Skip): an outline button, first in the
   * footer, that closes the dialog the way Escape does (through `onClose`).
   */
  dismissLabel?: ReactNode;
  /** The footer's actions after the dismiss button, the primary one last. */
  footer?: ReactNode;
  size?: DialogFrameSize;
  urgency?: DialogUrgency;
  /** Escape closes (default: when `onClose` is given). */
  closeOnEscape?: boolean;
  /** A click outside closes (default: like `closeOnEscape`, never for an urgent dialog). */
  closeOnInteractOutside?: boolean;
  /** Shows the × button (default: like `closeOnInteractOutside`). */
  closeButton?: boolean;
  /** The × button's accessible name (default "Close"), e.g. "Close file content". */
  closeLabel?: string;
  /**
   * Receives focus on open (default: the first control inside — never the scrolling body itself).
   * `'closeButton'`: the × — for a dialog whose content arrives after it opens, so the focus does not
   * depend on whether the answer beat the dialog's first frame.
   */
  initialFocusEl?: (() => HTMLElement | null) | 'closeButton';
  /** Receives focus on close (default: the element that had focus before the dialog opened). */
  finalFocusEl?: () => HTMLElement | null;
  layer?: DialogLayer;
  /** `opaque`: what is behind is covered, not dimmed (a session that ended: its data is not to be read). */
  backdrop?: 'dim' | 'opaque';
  /** `inside`: a long body scrolls within the dialog. */
  scrollBehavior?: 'inside' | 'outside';
  /**
   * `top`: the dialog hangs from a fixed top edge, for content whose height changes while it is open
   * (a carousel), so its title and controls stay put. Default `center`.
   */
  placement?: 'center' | 'top';
  bodyProps?: DialogBodyProps;
  testId?: string;
  /** Extra `data-*` attributes on the dialog element (state hooks for tests and styles). */
  dataAttributes?: Record<`data-${string}`, string | number | boolean | undefined>;
}

/**
 * The console's one dialog (closed component): portal, backdrop, focus trapped inside and returned
 * on close, content behind hidden from assistive technology, no motion (dialogs open from page
 * scripts and timers and appear at once), lazily mounted and unmounted when closed.
 */
export function DialogFrame({
  open,
  onClose,
  trigger,
  onOpen,
  title,
  subtitle,
  icon,
  tone,
  description,
  children,
  dismissLabel,
  footer,
  size = 'md',
  urgency = 'normal',
  closeOnEscape = onClose !== undefined,
  closeOnInteractOutside = closeOnEscape && urgency === 'normal',
  closeButton = closeOnInteractOutside,
  closeLabel,
  initialFocusEl,
  finalFocusEl,
  layer = 'dialog',
  backdrop = 'dim',
  scrollBehavior,
  placement = 'center',
  bodyProps,
  testId,
  dataAttributes,
}: DialogFrameProps) {
  const { t } = useLingui();
  const { contentRef, setContent } = useContentHoldingFocus();
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const firstControlFocus = useCallback(() => firstControl(contentRef.current), [contentRef]);
  const closeButtonFocus = useCallback(() => closeButtonRef.current ?? firstControl(contentRef.current), [contentRef]);
  // Chakra stacks dialogs at `--dialog-z-index` plus their layer index; the frame moves the base. A
  // modal over the drawer is at exactly its layer (1002, spec 001 §2.1, §9): it is always one layer
  // above the drawer, and that index added would put it at 1003.
  const stacking = layer === 'panelModal' ? { zIndex: LAYERS.panelModal } : { '--dialog-z-index': String(LAYERS[layer]) };
  // A numeric size is kept inside the positioner, whose side padding is the margin on a phone.
  const width = typeof size === 'number' ? { width: `${size}px`, maxW: '100%' } : {};
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) onOpen?.();
        else onClose?.();
      }}
      role={urgency === 'urgent' ? 'alertdialog' : 'dialog'}
      onInteractOutside={keepOpenForOwnFrames}
      size={typeof size === 'number' ? undefined : size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      motionPreset="none"
      lazyMount
      unmountOnExit
      closeOnEscape={closeOnEscape}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl === 'closeButton' ? closeButtonFocus : (initialFocusEl ?? firstControlFocus)}
      finalFocusEl={finalFocusEl}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop
          css={stacking}
          bg={backdrop === 'opaque' ? 'bg.muted' : undefined}
          _open={{ animationName: 'none' }}
          _closed={{ animationName: 'none' }}
        />
        {/* The side padding keeps a margin around every size on a phone. */}
        <Dialog.Positioner css={stacking} px="4" onMouseDown={closeOnInteractOutside ? undefined : keepFocusInside}>
          <Dialog.Content ref={setContent} css={stacking} data-testid={testId} {...dataAttributes} {...width}>
            <Dialog.Header
              pe={closeButton ? '12' : undefined}
              {...(subtitle ? { flexDirection: 'column', alignItems: 'flex-start', gap: '0.5' } : {})}
            >
              {icon ? (
                <HStack gap="3" align="center">
                  {tone ? (
                    <Box color={`status.${tone}`} fontSize="xl" aria-hidden="true" display="flex">
                      {icon}
                    </Box>
                  ) : (
                    icon
                  )}
                  <Dialog.Title minW="0" overflowWrap="anywhere">{title}</Dialog.Title>
                </HStack>
              ) : (
                <Dialog.Title minW="0" overflowWrap="anywhere">{title}</Dialog.Title>
              )}
              {subtitle ? (
                description ? (
                  <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
                    {subtitle}
                  </Text>
                ) : (
                  <Dialog.Description textStyle="xs" color="fg.muted" wordBreak="break-all">
                    {subtitle}
                  </Dialog.Description>
                )
              ) : null}
            </Dialog.Header>
            <Dialog.Body data-dialog-body="" ref={bodyProps?.tabIndex === undefined ? keepScrollableBodyFocusable : undefined} {...bodyProps}>
              {description ? <Dialog.Description color="fg.muted">{description}</Dialog.Description> : null}
              {children}
            </Dialog.Body>
            {footer || dismissLabel ? (
              // On a phone the actions go on as many lines as they need, each line at the end (a long Japanese label beside another ran off the screen).
              <Dialog.Footer flexWrap="wrap">
                {dismissLabel ? (
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{dismissLabel}</Button>
                  </Dialog.ActionTrigger>
                ) : null}
                {footer}
              </Dialog.Footer>
            ) : null}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton ref={closeButtonRef} size="sm" aria-label={closeLabel ?? t({ id: 'COMMON.CLOSE', message: 'Close' })} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A press on the mask of a dialog that stays open would move the focus to the page behind it (the focus
 * trap lets outside presses through); the dialog keeps it instead.
 */
function keepFocusInside(event: MouseEvent<HTMLDivElement>) {
  if (event.target === event.currentTarget) event.preventDefault();
}

const OUT_OF_REACH = '[hidden], [inert]';

/**
 * Where a dialog opens its focus: its first control. The scrolling body is a tab stop too, but a
 * keyboard user expects to land on the first thing to act on, not on a ring around the whole body.
 * Without a control, the dialog itself.
 */
function firstControl(content: HTMLElement | null): HTMLElement | null {
  if (!content) return null;
  for (const element of Array.from(content.querySelectorAll<HTMLElement>(TABBABLE))) {
    // A roving tab stop's other items (tabs, radios) are buttons out of the tab order.
    if (element.tabIndex < 0 || element.hasAttribute('data-dialog-body') || element.closest(OUT_OF_REACH)) continue;
    return element;
  }
  return content;
}

/**
 * A body that scrolls (a short window, a long text) becomes a tab stop so keyboard users can scroll it
 * (WCAG 2.1.1, axe `scrollable-region-focusable`); a body that fits stays out of the tab order. A caller's
 * own `bodyProps.tabIndex` wins. It is decided again whenever the body or one of its children resizes
 * and whenever the body's content changes (loading → loaded), children added later included.
 */
function keepScrollableBodyFocusable(body: HTMLElement | null) {
  if (!body || typeof ResizeObserver === 'undefined') return;
  const update = () => {
    if (body.scrollHeight > body.clientHeight + 1) body.tabIndex = 0;
    else body.removeAttribute('tabindex');
  };
  const resizes = new ResizeObserver(update);
  // Observing an element twice is a no-op; children removed meanwhile are let go at `disconnect`.
  const observeChildren = () => {
    for (const child of Array.from(body.children)) resizes.observe(child);
  };
  resizes.observe(body);
  observeChildren();
  // Content replaced after mount may not resize anything observed so far (a body already at its height).
  const mutations =
    typeof MutationObserver === 'undefined'
      ? undefined
      : new MutationObserver(() => {
          observeChildren();
          update();
        });
  mutations?.observe(body, { childList: true, subtree: true });
  // React 19 calls a ref's returned cleanup when the body unmounts.
  return () => {
    resizes.disconnect();
    mutations?.disconnect();
  };
}
