import { CloseButton, Drawer } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ObjectGroupItem } from '@soc/events';
import { DRAWER_WIDTHS } from '@soc/ui';
import { useRef, type ReactNode } from 'react';
import { SideDrawer } from '../drawer/side-drawer.tsx';
import { ObjectGroupList, type ObjectGroupListProps } from './object-group-list.tsx';
import { DrawerLayerContext } from '../drawer/drawer-layer.ts';

export interface ObjectGroupDrawerViewProps {
  open: boolean;
  items: readonly ObjectGroupItem[];
  /** Changes on every open: the list is rebuilt. */
  openedAt?: number;
  onClose: () => void;
  onOpenMenu: ObjectGroupListProps['onOpenMenu'];
  /** The context menu and the lineage dialog. */
  children?: ReactNode;
}

/** The object-group drawer (spec 001 §2.16): width 500, on the right, not modal, titled "Object group details". */
export function ObjectGroupDrawerView({ open, items, openedAt, onClose, onOpenMenu, children }: ObjectGroupDrawerViewProps) {
  const { t } = useLingui();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <SideDrawer
        open={open}
        onClose={onClose}
        contentRef={contentRef}
        width={DRAWER_WIDTHS.objectGroup}
        dataAttributes={{ 'data-testid': 'object-group-drawer' }}
        header={
          <>
            <Drawer.Title textStyle="md" flex="1">
              <Trans id="OBJECT_GROUP.TITLE">Object group details</Trans>
            </Drawer.Title>
            <Drawer.CloseTrigger asChild position="static">
              <CloseButton
                size="xs"
                aria-label={t({
                  id: 'OBJECT_GROUP.CLOSE',
                  message: 'Close object group details',
                })}
              />
            </Drawer.CloseTrigger>
          </>
        }
      >
        <Drawer.Body px="4" py="3" key={openedAt}>
          <ObjectGroupList items={items} onOpenMenu={onOpenMenu} />
        </Drawer.Body>
      </SideDrawer>
      {/* Its menu is placed in the drawer (its dialogs reset this for their own content). */}
      <DrawerLayerContext.Provider value={contentRef}>{children}</DrawerLayerContext.Provider>
    </>
  );
}
