// The lazy chunk of the object-group drawer: the drawer, its context menu and the lineage dialog.
import { useLingui } from '@lingui/react/macro';
import type { ObjectGroupItem } from '@soc/events';
import { toaster } from '@soc/ui';
import { useCallback } from 'react';
import { newSearchKeyword, objectGroupItemText, showFileProfile, useObjectGroupActions } from '../../hooks/use-object-group-actions.ts';
import type { ObjectGroupDrawerState } from '../../hooks/use-object-group-drawer.ts';
import { LineageDialog } from './lineage-dialog.tsx';
import { ObjectGroupDrawerView } from './object-group-drawer-view.tsx';
import { ObjectGroupMenu, type ObjectGroupAction } from './object-group-menu.tsx';

export interface ObjectGroupDrawerProps {
  state: ObjectGroupDrawerState;
  onClose: () => void;
  /** "New search": the app opens its global search page with the keyword (the lib knows no router). */
  onNewSearch: (keyword: string) => void;
}

export function ObjectGroupDrawer({ state, onClose, onNewSearch }: ObjectGroupDrawerProps) {
  const { t } = useLingui();
  const actions = useObjectGroupActions();
  const { openLineage } = actions;

  const copy = useCallback(
    async (item: ObjectGroupItem) => {
      const text = objectGroupItemText(item, {
        fileName: t({ id: 'OBJECT_GROUP.FILE_NAME', message: 'File name' }),
        fullUri: t({ id: 'OBJECT_GROUP.FULL_URI', message: 'Full URI' }),
        fileHash: t({ id: 'OBJECT_GROUP.FILE_HASH', message: 'File hash' }),
        edgeId: t({ id: 'OBJECT_GROUP.EDGE_ID', message: 'Edge ID' }),
      });
      try {
        await navigator.clipboard.writeText(text);
        toaster.create({
          type: 'success',
          title: t({
            id: 'OBJECT_GROUP.COPIED',
            message: 'Copied to the clipboard',
          }),
        });
      } catch {
        toaster.create({
          type: 'error',
          title: t({
            id: 'OBJECT_GROUP.COPY_FAILED',
            message: 'The clipboard is not available',
          }),
        });
      }
    },
    [t],
  );

  const onAction = useCallback(
    (action: ObjectGroupAction, item: ObjectGroupItem) => {
      if (action === 'profile') showFileProfile(item);
      else if (action === 'copy') void copy(item);
      else if (action === 'lineage') openLineage(item);
      else if (action === 'search') onNewSearch(newSearchKeyword(item));
    },
    [copy, onNewSearch, openLineage],
  );

  return (
    <ObjectGroupDrawerView open={state.open} items={state.items} openedAt={state.openedAt} onClose={onClose} onOpenMenu={actions.openMenu}>
      <ObjectGroupMenu target={actions.menu} canViewLineage={actions.canViewLineage} onAction={onAction} onClose={actions.closeMenu} />
      <LineageDialog item={actions.lineageOf} onClose={actions.closeLineage} />
    </ObjectGroupDrawerView>
  );
}
