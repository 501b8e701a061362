import { Badge, Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { cutTextIn, LAYERS, TruncatedText, useRenderedInSlices } from '@soc/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { memo, useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { menuItemTarget, type MenuItem } from '@soc/api';
import { FocusLabel } from './focus-label.tsx';
import { MenuIcon } from './menu-icon.tsx';
import { useActiveEntryInView } from '../hooks/use-active-entry-in-view.ts';
import { ownLabel } from '../hooks/use-focus-label.ts';
import { useMenuTitle } from '../hooks/use-menu-title.ts';
import { COMPANION_KEY, isMenuGroup, ROLE_MANAGEMENT_KEY } from '../model/menu.ts';
import { isNarrowViewport } from '../model/viewport.ts';

export interface LeftMenuProps {
  items: readonly MenuItem[];
  collapsed: boolean;
  openIds: readonly string[];
  activeId: string | undefined;
  onToggleCollapsed: () => void;
  onToggleOpen: (id: string) => void;
  /** Leaf chosen: the app navigates, opens a window or a dialog (keys 8751, 881, /nojump). */
  onSelect: (item: MenuItem) => void;
  /** Entries the app adds at the bottom (inline help, magic icon). */
  footer?: React.ReactNode;
  /** The logo at the top of the menu; it follows the collapse state (`BrandLogo`). */
  logo?: React.ReactNode;
}

const MenuLink = chakra('a');
/** Entries without a path that the app still acts on (spec 000 §2.1: role management, the companion). */
const ACTION_KEYS: readonly string[] = [ROLE_MANAGEMENT_KEY, COMPANION_KEY];
const MenuButton = chakra('button');

/**
 * An entry's label: cut with "…" where it is too long, its whole text then a hover title and a focus
 * label. A touch screen shows neither (no hover, a tap gives no visible focus), so there a long label
 * wraps onto more lines, between phrases in Japanese; shared with the footer entries.
 */
export const MENU_LABEL_STYLES = {
  flex: '1',
  '@media (pointer: coarse)': { whiteSpace: 'normal', textOverflow: 'clip', overflowWrap: 'anywhere', wordBreak: 'auto-phrase', py: '1.5' },
} as const;

/** The look of a menu entry on the dark sidebar (sidebar.* tokens); shared with the footer entries. */
export function menuEntryStyles({ collapsed, depth = 0, active = false }: { collapsed: boolean; depth?: number; active?: boolean }) {
  return {
    display: 'flex', alignItems: 'center', gap: '2.5', w: 'full', minH: '9', ps: collapsed ? '0' : `${3 + depth * 4}`, pe: '3',
    justifyContent: collapsed ? 'center' : 'flex-start', rounded: 'md', fontSize: 'sm', textAlign: 'start' as const,
    color: 'sidebar.fg', bg: active ? 'sidebar.active' : 'transparent',
    _hover: { bg: 'sidebar.hover', color: 'sidebar.fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  };
}

function ItemTags({ item }: { item: MenuItem }) {
  return (
    <>
      {item.preview && <Badge size="xs" colorPalette="purple" variant="solid" ms="auto"><Trans id="MENU.PREVIEW">Preview</Trans></Badge>}
      {item.comesoon && <Badge size="xs" colorPalette="gray" variant="solid" ms="auto"><Trans id="MENU.COMING_SOON">Coming soon</Trans></Badge>}
    </>
  );
}

interface LeafProps {
  item: MenuItem;
  label: string;
  depth: number;
  active: boolean;
  collapsed: boolean;
  onSelect: (i: MenuItem) => void;
  onActiveShown: (entry: HTMLElement) => void;
}

function Leaf({ item, label, depth, active, collapsed, onSelect, onActiveShown }: LeafProps) {
  const entry = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && entry.current) onActiveShown(entry.current);
  }, [active, collapsed, onActiveShown]);
  const target = menuItemTarget(item);
  const href = target?.kind === 'external' ? target.url : target?.path;
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onSelect(item);
  };
  const content = (
    <>
      {depth === 0 && <MenuIcon name={item.icon} label={label} />}
      {collapsed && depth === 0 ? <Text as="span" srOnly>{label}</Text> : <TruncatedText css={MENU_LABEL_STYLES}>{label}</TruncatedText>}
      {!collapsed && <ItemTags item={item} />}
    </>
  );
  const styles = menuEntryStyles({ collapsed: collapsed && depth === 0, depth, active });
  if (href) {
    return <MenuLink ref={entry} href={href} onClick={onClick} aria-current={active ? 'page' : undefined} title={collapsed ? label : undefined} {...styles}>{content}</MenuLink>;
  }
  // With no address, only the entries the app acts on by key lead anywhere: any other (a /nojump entry whose
  // url was unsafe or missing, an entry whose path the menu dropped as off-origin) goes nowhere.
  const unavailable = !ACTION_KEYS.includes(item.id);
  return (
    <MenuButton
      type="button"
      onClick={unavailable ? undefined : () => onSelect(item)}
      aria-disabled={unavailable || undefined}
      title={collapsed ? label : undefined}
      {...styles}
      {...(unavailable && { opacity: 0.5, cursor: 'not-allowed' })}
    >
      {content}
    </MenuButton>
  );
}

/** What every entry needs from the menu; see `entryProps` for how a leaf is kept from re-rendering. */
type EntryState = Pick<LeftMenuProps, 'collapsed' | 'openIds' | 'activeId' | 'onToggleCollapsed' | 'onToggleOpen' | 'onSelect'> & {
  onActiveShown: LeafProps['onActiveShown'];
};
interface EntryProps extends EntryState {
  item: MenuItem;
  /** The entry's title in the active language, from the list: an entry re-renders when its own title changes, not on every catalogue load. */
  label: string;
  depth: number;
}

const NO_OPEN_IDS: readonly string[] = [];
/**
 * Entries of one list rendered per task. A server's menu of thousands would otherwise render in one
 * long task at the first paint (~0.8 s for 5,000) and again on every collapse, which draws each entry
 * differently: the list starts again from one slice then. Menus of ordinary size fit in one slice.
 */
const MENU_SLICE = 150;

/**
 * A leaf is given the active id only when it is the active entry, and no open groups: its props
 * change only when its own state does, so choosing a page re-renders two leaves, not thousands.
 */
function entryProps(item: MenuItem, label: string, depth: number, state: EntryState): EntryProps {
  if (isMenuGroup(item, depth)) return { ...state, item, label, depth };
  return { ...state, item, label, depth, activeId: state.activeId === item.id ? item.id : undefined, openIds: NO_OPEN_IDS };
}

/** Whether the current page is among `item`'s entries, at any depth. */
function holdsActive(item: MenuItem, activeId: string | undefined): boolean {
  return activeId !== undefined && item.children.some((child) => child.id === activeId || holdsActive(child, activeId));
}

function Group({ item, label, depth, ...state }: EntryProps) {
  const { collapsed, openIds, activeId, onToggleCollapsed, onToggleOpen, onActiveShown } = state;
  const open = openIds.includes(item.id);
  // A group that hides the current page's entry (the icon rail, or closed) is marked, and shown, in its place.
  const marksActive = (collapsed || !open) && holdsActive(item, activeId);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (marksActive && button.current) onActiveShown(button.current);
  }, [marksActive, onActiveShown]);
  const titleOf = useMenuTitle();
  const listId = `menu-group-${item.id}`;
  const showChildren = open && !collapsed;
  // Each opening starts from one slice: a group of thousands opens in one slice, not in one long task.
  const rendered = useRenderedInSlices(showChildren ? item.children.length : 0, MENU_SLICE, showChildren);
  return (
    <Box as="li" listStyleType="none">
      <MenuButton
        ref={button}
        type="button"
        aria-expanded={showChildren}
        aria-controls={showChildren ? listId : undefined}
        onClick={() => {
          // In the icon rail a group cannot show its entries: expand the menu with the group open.
          if (collapsed) {
            onToggleCollapsed();
            if (!open) onToggleOpen(item.id);
            return;
          }
          onToggleOpen(item.id);
        }}
        title={collapsed ? label : undefined}
        data-holds-current={marksActive || undefined}
        {...menuEntryStyles({ collapsed, depth, active: marksActive })}
      >
        {depth === 0 && <MenuIcon name={item.icon} label={label} />}
        {collapsed ? (
          <Text as="span" srOnly>{label}</Text>
        ) : (
          <>
            <TruncatedText css={MENU_LABEL_STYLES}>{label}</TruncatedText>
            <ItemTags item={item} />
            {open ? <ChevronDown size={14} aria-hidden="true" /> : <ChevronRight size={14} aria-hidden="true" />}
          </>
        )}
      </MenuButton>
      {showChildren && (
        <Box as="ul" id={listId} ps="0" m="0">
          {item.children.slice(0, rendered).map((child) => <Entry key={child.id} {...entryProps(child, titleOf(child), depth + 1, state)} />)}
        </Box>
      )}
    </Box>
  );
}

// Memoised on its own state (entryProps): a page chosen in a menu of thousands of entries re-renders
// the entries whose state changed, not all of them.
const Entry = memo(function Entry(props: EntryProps) {
  const { item, depth } = props;
  return (
    <>
      {item.divider && depth === 0 && <Box as="li" aria-hidden="true" listStyleType="none" borderTopWidth="1px" borderColor="sidebar.border" my="2" mx="3" />}
      {isMenuGroup(item, depth) ? (
        <Group {...props} />
      ) : (
        <Box as="li" listStyleType="none">
          <Leaf
            item={item} label={props.label} depth={depth} active={props.activeId === item.id} collapsed={props.collapsed}
            onSelect={props.onSelect} onActiveShown={props.onActiveShown}
          />
        </Box>
      )}
    </>
  );
});

/** The dark, collapsible left menu built from the server's menu (spec 000 §2.1). */
export function LeftMenu(props: LeftMenuProps) {
  const { t } = useLingui();
  const { collapsed, openIds, activeId, onToggleCollapsed, onToggleOpen } = props;
  const { list, onActiveShown } = useActiveEntryInView<HTMLUListElement>(activeId, collapsed);
  const toggle = useRef<HTMLButtonElement>(null);
  // On a narrow screen the opened menu lies over the page: choosing an entry, Esc or a tap beside it
  // folds it back to the icon rail.
  const { onSelect: select } = props;
  const onSelect = useCallback(
    (item: MenuItem) => {
      select(item);
      if (!collapsed && isNarrowViewport()) onToggleCollapsed();
    },
    [select, collapsed, onToggleCollapsed],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || collapsed || !isNarrowViewport()) return;
    event.stopPropagation();
    onToggleCollapsed();
    toggle.current?.focus();
  };
  // Tab out of the opened menu on a narrow screen folds it too: the focus would go on under the backdrop.
  const onBlur = (event: FocusEvent) => {
    if (collapsed || !isNarrowViewport()) return;
    const next = event.relatedTarget;
    if (next instanceof Node ? event.currentTarget.contains(next) : !document.hasFocus()) return;
    onToggleCollapsed();
  };
  const entryState: EntryState = { collapsed, openIds, activeId, onToggleCollapsed, onToggleOpen, onSelect, onActiveShown };
  const rendered = useRenderedInSlices(props.items.length, MENU_SLICE, collapsed);
  const titleOf = useMenuTitle();
  const nav = useRef<HTMLDivElement>(null);
  return (
    // The box keeps the rail's room on a narrow screen; wider, it is as wide as the menu.
    <Box w={{ base: '16', md: collapsed ? '16' : '64' }} h="full" flexShrink={0} position="relative" transition="width 0.15s">
    {collapsed ? null : <Box hideFrom="md" position="fixed" inset="0" bg="blackAlpha.600" zIndex={LAYERS.menuOverlay} onClick={onToggleCollapsed} data-testid="menu-backdrop" />}
    <Flex
      as="nav" ref={nav} aria-label={t({ id: 'MENU.MAIN', message: 'Main menu' })} direction="column" h="full" bg="sidebar.bg" color="sidebar.fg" w={collapsed ? '16' : '64'} transition="width 0.15s"
      position={{ base: 'absolute', md: 'static' }} insetY="0" insetStart="0" zIndex={{ base: LAYERS.menuOverlay, md: 'auto' }} boxShadow={{ base: collapsed ? 'none' : 'lg', md: 'none' }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {props.logo && (
        <Flex align="center" justify={props.collapsed ? 'center' : 'flex-start'} minH="14" px={props.collapsed ? '2' : '3'} py="2" borderBottomWidth="1px" borderColor="sidebar.border" flexShrink={0}>
          {props.logo}
        </Flex>
      )}
      {/* Positioned, so the icon rail's screen-reader labels (absolutely placed) stay inside the scrolling list: outside it they made a phone's page scroll. */}
      <Box as="ul" ref={list} flex="1" overflowY="auto" position="relative" p="2" m="0">
        {props.items.slice(0, rendered).map((item) => <Entry key={item.id} {...entryProps(item, titleOf(item), 0, entryState)} />)}
      </Box>
      {props.footer && <Box p="2" borderTopWidth="1px" borderColor="sidebar.border">{props.footer}</Box>}
      <Flex p="2" justify={props.collapsed ? 'center' : 'flex-end'} borderTopWidth="1px" borderColor="sidebar.border">
        <IconButton
          ref={toggle}
          variant="ghost" size="sm" bg="transparent" color="sidebar.fg" _hover={{ bg: 'sidebar.hover', color: 'sidebar.fg' }}
          aria-label={props.collapsed ? t({ id: 'MENU.EXPAND', message: 'Expand menu' }) : t({ id: 'MENU.COLLAPSE', message: 'Collapse menu' })}
          aria-expanded={!props.collapsed}
          onClick={props.onToggleCollapsed}
        >
          {props.collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
        </IconButton>
      </Flex>
    </Flex>
    {/* Shown to the keyboard as the hover title is to the mouse: every entry's label in the icon rail, a cut one in the menu. */}
    <FocusLabel container={nav} labelOf={collapsed ? ownLabel : cutTextIn} placement="end" />
    </Box>
  );
}
