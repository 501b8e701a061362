import { Alert, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteAllowed, readAllowedIds, type CustomTag } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { useCustomTags } from '../../hooks/use-custom-tags.ts';
import type { PanelState } from '../../model/panel-state.ts';
import { PageLink } from '../page-link/page-link.tsx';
import { PanelNoData, PanelStateView } from '../panel-state/panel-state.tsx';
import { TagList } from '../risk-overview/panel-section.tsx';
import { ENTRY_LABEL, EntryLabel, PagedEntries } from '../reveal-more/reveal-more.tsx';

/** Contract §6: the Tag Management page (menu key 1003), where tags are edited. */
const TAG_MANAGEMENT_PAGE_PATH = '/app/tag-management';
const TAG_MANAGEMENT_MENU_KEY = '1003';

/** A label's name: its entry's focus target in a paged list of labels. */
const LABEL_ENTRY = `:scope > dl > .detail-field > dt > ${ENTRY_LABEL}`;

export interface EndpointTagsViewProps {
  state: PanelState<CustomTag[]>;
  /** Permission asd.assets (spec 001 §4, §6). */
  canEdit: boolean;
  /** The user's menu holds the Tag Management page (spec 000 §4.1): otherwise a link there would end on the 403 page. */
  canOpenTagPage: boolean;
  animated?: boolean;
}

/**
 * The Tags tab (spec 001 §2.5): each label with its values. Editing needs asd.assets = 1; the
 * specification names no call that saves tags, so an account that may edit is sent to the Tag
 * Management page (a console page, contract §6) instead of an editor here.
 */
export function EndpointTagsView({ state, canEdit, canOpenTagPage, animated }: EndpointTagsViewProps) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <Alert.Root status="info" size="sm" variant="subtle" data-testid="tags-edit-note">
        <Alert.Indicator />
        {canEdit && canOpenTagPage ? (
          <Alert.Content gap="1.5" alignItems="flex-start">
            <Alert.Description>
              <Trans id="DETAIL.EP_TAGS_EDIT_ON_PAGE">Tags are edited on the Tag Management page.</Trans>
            </Alert.Description>
            <PageLink href={TAG_MANAGEMENT_PAGE_PATH}>
              <Trans id="DETAIL.EP_TAGS_MANAGE_LINK">Manage tags</Trans>
            </PageLink>
          </Alert.Content>
        ) : canEdit ? (
          <Alert.Description>
            <Trans id="DETAIL.EP_TAGS_PAGE_NOT_IN_MENU">Tags are edited on the Tag Management page, which your menu does not include.</Trans>
          </Alert.Description>
        ) : (
          <Alert.Description>
            <Trans id="DETAIL.EP_TAGS_READ_ONLY">Your account can view tags but not edit them (asset management permission needed).</Trans>
          </Alert.Description>
        )}
      </Alert.Root>
      <PanelStateView
        state={state}
        animated={animated}
        notFound={<PanelNoData description={t({ id: 'DETAIL.EP_TAGS_NONE', message: 'This endpoint has no custom tags.' })} />}
      >
        {(tags) => (
          <PagedEntries total={tags.length} entrySelector={LABEL_ENTRY}>
            {(visibleCount, paged) => (
              <DetailList columns={1}>
                {tags.slice(0, visibleCount).map((tag, index) => (
                  <DetailField
                    key={`${index}-${tag.labelName ?? ''}`}
                    label={
                      <EntryLabel index={index} paged={paged}>
                        {tag.labelName || '-'}
                      </EntryLabel>
                    }
                  >
                    <TagList values={tag.tagValues.map((value) => value.value)} />
                  </DetailField>
                ))}
              </DetailList>
            )}
          </PagedEntries>
        )}
      </PanelStateView>
    </Stack>
  );
}

export function EndpointTagsSection({ assetId, canEdit }: { assetId: string; canEdit: boolean }) {
  const canOpenTagPage = isRouteAllowed([TAG_MANAGEMENT_MENU_KEY], readAllowedIds());
  return <EndpointTagsView state={useCustomTags(assetId)} canEdit={canEdit} canOpenTagPage={canOpenTagPage} />;
}
