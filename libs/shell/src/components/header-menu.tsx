import { Box, Button, Menu, Text, type ButtonProps, type MenuContentProps, type TextProps } from '@chakra-ui/react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useMenuFocusReturn } from '@soc/ui';
import type { ComponentType, ReactElement, ReactNode, Ref } from 'react';

// The frame every header menu shares (help, company, user, top help, partner support): a trigger in
// the header, and the menu content below it, aligned to its right edge, inside the header landmark.

/** Header menus open below their trigger, right-aligned, so they never run off the window's edge. */
const POSITIONING = { placement: 'bottom-end' } as const;

/**
 * No header menu grows wider than 24rem (a support address of some 40 characters still fits one line),
 * nor, on a phone, than the screen less a margin: a long server value (a user's e-mail, a partner's
 * address) truncates or wraps inside instead of widening the page.
 */
export const HEADER_MENU_BOUNDS = { maxW: 'min(24rem, calc(100vw - 1rem))', overflowWrap: 'anywhere' } as const satisfies MenuContentProps;

export interface HeaderMenuProps<V extends string = string> {
  /** The header button that opens the menu (`HeaderMenuButton`, or an `IconButton`); it is used as it is. */
  trigger: ReactElement;
  /** The content's minimum width (a size token). */
  minW?: MenuContentProps['minW'];
  /** Called with the chosen item's value; menus whose items act on their own leave it out. */
  onSelect?: (value: V) => void;
  children: ReactNode;
}

export function HeaderMenu<V extends string = string>({ trigger, minW = '56', onSelect, children }: HeaderMenuProps<V>) {
  const { triggerRef, contentRef, onExitComplete, onContentKeyDown, open, onOpenChange } = useMenuFocusReturn();
  return (
    <Menu.Root positioning={POSITIONING} open={open} onOpenChange={onOpenChange} onSelect={onSelect && (({ value }) => onSelect(value as V))} onExitComplete={onExitComplete}>
      <Menu.Trigger ref={triggerRef} asChild>
        {trigger}
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content ref={contentRef} minW={minW} {...HEADER_MENU_BOUNDS} onKeyDown={onContentKeyDown}>
          {children}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

export interface HeaderMenuButtonProps extends Omit<ButtonProps, 'children'> {
  /** The leading icon, `aria-hidden`: the button is named by its `aria-label`. */
  icon: ReactNode;
  /** The visible label. */
  label: ReactNode;
  /** How the visible label truncates or gives way on narrow screens. */
  labelProps?: TextProps;
  ref?: Ref<HTMLButtonElement>;
}

/** A labelled header menu trigger: icon, label and a chevron, in the header's colours. */
export function HeaderMenuButton({ icon, label, labelProps, ref, ...buttonProps }: HeaderMenuButtonProps) {
  return (
    <Button ref={ref} variant="ghost" size="sm" color="header.fg" px="2" {...buttonProps}>
      {icon}
      <Text as="span" {...labelProps}>{label}</Text>
      {/* Below md only the icon shows, so the header fits 320 px (WCAG 1.4.10 reflow). */}
      <Box as="span" display={{ base: 'none', md: 'inline-flex' }}>
        <ChevronDown size={14} aria-hidden="true" />
      </Box>
    </Button>
  );
}

export interface HeaderMenuEntriesProps<E extends string> {
  entries: readonly E[];
  icons: Readonly<Record<E, LucideIcon>>;
  /** The entry's (translated) label. */
  Label: ComponentType<{ entry: E }>;
  /** What follows the label: a preview badge, the new-window hint. */
  suffix?: (entry: E) => ReactNode;
}

/** One menu item per entry: its icon, its label and an optional suffix; the item's value is the entry. */
export function HeaderMenuEntries<E extends string>({ entries, icons, Label, suffix }: HeaderMenuEntriesProps<E>) {
  return entries.map((entry) => {
    const Icon: LucideIcon = icons[entry];
    return (
      <Menu.Item key={entry} value={entry}>
        <Icon size={16} aria-hidden="true" />
        <Label entry={entry} />
        {suffix?.(entry)}
      </Menu.Item>
    );
  });
}
