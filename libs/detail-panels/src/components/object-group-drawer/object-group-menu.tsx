import { Menu, Portal, Tooltip } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ObjectGroupItem } from '@soc/events';
import { LAYERS } from '@soc/ui';
import { ClipboardCopyIcon, FileSearchIcon, GitForkIcon, SearchIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { MenuPoint, MenuTarget } from '../../hooks/use-object-group-actions.ts';
import { useDrawerLayer } from '../drawer/drawer-layer.ts';

export type ObjectGroupAction = 'profile' | 'copy' | 'lineage' | 'search';

export interface ObjectGroupMenuProps {
  target: MenuTarget | undefined;
  canViewLineage: boolean;
  onAction: (action: ObjectGroupAction, item: ObjectGroupItem) => void;
  onClose: () => void;
}

/** A virtual element of no size at `point`: what the menu is placed against. */
function pointAnchor(point: MenuPoint | undefined) {
  const { x, y } = point ?? { x: 0, y: 0 };
  return { getBoundingClientRect: () => new DOMRect(x, y, 0, 0) };
}

/** The file's context menu (spec 001 §2.16): a menu at the pointer (or below the file, from the keyboard). */
export function ObjectGroupMenu({ target, canViewLineage, onAction, onClose }: ObjectGroupMenuProps) {
  const { t } = useLingui();
  const drawerLayer = useDrawerLayer();
  const reasonId = useId();
  const menuId = useId();
  const noPermission = t({
    id: 'OBJECT_GROUP.LINEAGE_NO_PERMISSION',
    message: 'Your account does not have permission to view data lineage.',
  });
  // Each item acts on its own click (a pointer click, or Enter/Space, which clicks the highlighted item):
  // the menu's onSelect reports the highlighted item, which a pointer only sets while the page knows it
  // is pointer-driven, so a click could select nothing.
  const choose = (action: ObjectGroupAction, disabled: boolean) => () => {
    if (target && !disabled) onAction(action, target.item);
  };
  // Without the permission the item is disabled but stays reachable with the arrow keys (a menu's
  // `disabled` item is skipped), so a keyboard user lands on it and is told why (spec 001 §2.16):
  // aria-disabled, no action, the menu stays open, and its tooltip shows while it is highlighted or hovered.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [hovered, setHovered] = useState(false);
  const lineageItem = (
    <Menu.Item
      value="lineage"
      aria-disabled={canViewLineage ? undefined : true}
      closeOnSelect={canViewLineage}
      onClick={choose('lineage', !canViewLineage)}
      aria-describedby={canViewLineage ? undefined : reasonId}
    >
      <GitForkIcon aria-hidden="true" />
      {t({ id: 'OBJECT_GROUP.CHECK_LINEAGE', message: 'Check data lineage' })}
    </Menu.Item>
  );
  // The first enabled action is highlighted when the keyboard opened the menu (as a menu button does).
  const noKeyword = !target || (!target.item.fileHash.trim() && !target.item.fileName.trim());
  const firstAction = target?.item.fileHash.trim() ? 'profile' : 'copy';
  // One anchor and one options object per point: the placement watches the anchor's identity and
  // places the menu again whenever it changes, so a new one on each call never settles.
  const point = target?.point;
  const positioning = useMemo(() => {
    const anchor = pointAnchor(point);
    return { placement: 'bottom-start' as const, gutter: 0, getAnchorElement: () => anchor };
  }, [point]);
  return (
    <>
      {/* Describes the disabled lineage action to assistive technology; the tooltip shows it to the pointer. */}
      <span id={reasonId} hidden>
        {noPermission}
      </span>
      <Menu.Root
        id={menuId}
        key={target?.openCount ?? 0}
        defaultHighlightedValue={target?.via === 'keyboard' ? firstAction : null}
        open={target?.open ?? false}
        // The menu has no trigger: it is placed at the point, a zero-size virtual anchor. (The menu's
        // own anchorPoint prop is ignored by this version of the menu machine, which put it at 0,0.)
        positioning={positioning}
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
        lazyMount
        unmountOnExit
      >
        <Portal container={drawerLayer}>
          <Menu.Positioner zIndex={LAYERS.panelModal}>
            <Menu.Content
              minW="14rem"
              aria-label={t({
                id: 'OBJECT_GROUP.MENU',
                message: 'File actions',
              })}
            >
              <Menu.Item value="profile" disabled={!target?.item.fileHash.trim()} onClick={choose('profile', !target?.item.fileHash.trim())}>
                <FileSearchIcon aria-hidden="true" />
                {t({
                  id: 'OBJECT_GROUP.SHOW_PROFILE',
                  message: 'Show detailed profile',
                })}
              </Menu.Item>
              <Menu.Item value="copy" onClick={choose('copy', false)}>
                <ClipboardCopyIcon aria-hidden="true" />
                {t({ id: 'OBJECT_GROUP.COPY', message: 'Copy to clipboard' })}
              </Menu.Item>
              {canViewLineage ? (
                lineageItem
              ) : (
                <Tooltip.Root
                  // The tooltip's trigger is the menu item: it keeps the item's id, which the menu's
                  // aria-activedescendant names while the item is highlighted.
                  ids={{ trigger: `${menuId}/lineage` }}
                  positioning={{ placement: 'left' }}
                  openDelay={0}
                  open={hovered || highlighted === 'lineage'}
                  onOpenChange={(details) => setHovered(details.open)}
                >
                  <Tooltip.Trigger asChild>{lineageItem}</Tooltip.Trigger>
                  <Portal container={drawerLayer}>
                    <Tooltip.Positioner>
                      <Tooltip.Content>{noPermission}</Tooltip.Content>
                    </Tooltip.Positioner>
                  </Portal>
                </Tooltip.Root>
              )}
              <Menu.Item value="search" disabled={noKeyword} onClick={choose('search', noKeyword)}>
                <SearchIcon aria-hidden="true" />
                {t({ id: 'OBJECT_GROUP.NEW_SEARCH', message: 'New search' })}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
