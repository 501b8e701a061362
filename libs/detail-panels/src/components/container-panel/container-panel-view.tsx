import { Badge, HStack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ContainerRecord } from '@soc/api';
import { DetailField, DetailList, ValueOrDash } from '@soc/ui';
import { firstPort, securityContextEntries } from '../../hooks/use-container-panel.ts';
import { ExpandableListField, NotedEntry } from '../email-panel/expandable-list.tsx';
import { nonBlankTexts } from '../../model/texts.ts';
import { RecordStateView, type RecordPanelViewProps } from '../panel-state/record-state-view.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';

function Mono({ children }: { children: string }) {
  return (
    <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">
      {children}
    </Text>
  );
}

function ContainerDetails({ container }: { container: ContainerRecord }) {
  const { t } = useLingui();
  const port = firstPort(container);
  const context = securityContextEntries(container.securityContext);
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.CONTAINER_NAME', message: 'Name' })} value={container.name} />
      {/* The image digest: a value to pivot on (issue 13); no panel profiles it. */}
      <PivotField label={t({ id: 'DETAIL.CONTAINER_IMAGE_ID', message: 'Image ID' })} kind="hash" value={container.imageId} format="hash" />
      <DetailField label={t({ id: 'DETAIL.CONTAINER_STATUS', message: 'Status' })} value={container.status} />
      <DetailField label={t({ id: 'DETAIL.CONTAINER_PORT', message: 'Port' })} value={port} />
      <ExpandableListField
        label={t({ id: 'DETAIL.CONTAINER_VOLUME_MOUNTS', message: 'Volume mounts' })}
        items={container.volumeMounts}
        renderItem={(mount) => (
          <NotedEntry noteLabel={t({ id: 'DETAIL.CONTAINER_VOLUME_NAME', message: 'Volume' })} note={<ValueOrDash value={mount.name} />}>
            <HStack gap="2" wrap="wrap">
              {mount.mountPath ? <Mono>{mount.mountPath}</Mono> : <ValueOrDash value={null} />}
              {mount.readonly ? (
                <Badge size="xs" variant="outline">
                  {t({
                    id: 'DETAIL.CONTAINER_READ_ONLY',
                    message: 'Read-only',
                  })}
                </Badge>
              ) : null}
            </HStack>
          </NotedEntry>
        )}
      />
      <ExpandableListField
        label={t({ id: 'DETAIL.CONTAINER_COMMAND', message: 'Command' })}
        items={nonBlankTexts(container.command)}
        renderItem={(part) => <Mono>{part}</Mono>}
      />
      <ExpandableListField
        label={t({ id: 'DETAIL.CONTAINER_ARGS', message: 'Arguments' })}
        items={nonBlankTexts(container.args)}
        renderItem={(arg) => <Mono>{arg}</Mono>}
      />
      <ExpandableListField
        label={t({ id: 'DETAIL.CONTAINER_ENV', message: 'Environment variables' })}
        items={container.env}
        renderItem={(variable) => <Mono>{`${variable.name}=${variable.value ?? ''}`}</Mono>}
      />
      <ExpandableListField
        label={t({ id: 'DETAIL.CONTAINER_SECURITY_CONTEXT', message: 'Security context' })}
        items={context}
        renderItem={([key, value]) => <Mono>{`${key}: ${value}`}</Mono>}
      />
    </DetailList>
  );
}

export function ContainerPanelView(props: RecordPanelViewProps<ContainerRecord>) {
  return (
    <RecordStateView {...props} loadingLabel={msg({ id: 'DETAIL.CONTAINER_LOADING', message: 'Loading the container…' })}>
      {(container) => <ContainerDetails container={container} />}
    </RecordStateView>
  );
}
