import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ContainerRecord } from '@soc/api';
import { DetailField, DetailList, ValueOrDash } from '@soc/ui';
import { firstPort, securityContextEntries, type ContainerPanelState } from '../../hooks/use-container-panel.ts';
import { ExpandableList } from '../email-panel/expandable-list.tsx';
import { PanelLoading, PanelStateView } from '../panel-state/panel-state.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';

function Mono({ children }: { children: string }) {
  return (
    <Text as="span" fontFamily="mono" textStyle="xs" wordBreak="break-all">
      {children}
    </Text>
  );
}

const nonBlank = (values: readonly (string | null | undefined)[]) => values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');

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
      <DetailField
        label={t({
          id: 'DETAIL.CONTAINER_VOLUME_MOUNTS',
          message: 'Volume mounts',
        })}
        orientation="vertical"
      >
        <ExpandableList
          items={container.volumeMounts}
          label={t({
            id: 'DETAIL.CONTAINER_VOLUME_MOUNTS',
            message: 'Volume mounts',
          })}
          renderItem={(mount) => (
            <Stack gap="0">
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
              <Text as="span" textStyle="xs" color="fg.muted">
                {t({ id: 'DETAIL.CONTAINER_VOLUME_NAME', message: 'Volume' })}: <ValueOrDash value={mount.name} />
              </Text>
            </Stack>
          )}
        />
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.CONTAINER_COMMAND', message: 'Command' })} orientation="vertical">
        <ExpandableList
          items={nonBlank(container.command)}
          label={t({ id: 'DETAIL.CONTAINER_COMMAND', message: 'Command' })}
          renderItem={(part) => <Mono>{part}</Mono>}
        />
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.CONTAINER_ARGS', message: 'Arguments' })} orientation="vertical">
        <ExpandableList
          items={nonBlank(container.args)}
          label={t({ id: 'DETAIL.CONTAINER_ARGS', message: 'Arguments' })}
          renderItem={(arg) => <Mono>{arg}</Mono>}
        />
      </DetailField>
      <DetailField
        label={t({
          id: 'DETAIL.CONTAINER_ENV',
          message: 'Environment variables',
        })}
        orientation="vertical"
      >
        <ExpandableList
          items={container.env}
          label={t({
            id: 'DETAIL.CONTAINER_ENV',
            message: 'Environment variables',
          })}
          renderItem={(variable) => <Mono>{`${variable.name}=${variable.value ?? ''}`}</Mono>}
        />
      </DetailField>
      <DetailField
        label={t({
          id: 'DETAIL.CONTAINER_SECURITY_CONTEXT',
          message: 'Security context',
        })}
        orientation="vertical"
      >
        <ExpandableList
          items={context}
          label={t({
            id: 'DETAIL.CONTAINER_SECURITY_CONTEXT',
            message: 'Security context',
          })}
          renderItem={([key, value]) => <Mono>{`${key}: ${value}`}</Mono>}
        />
      </DetailField>
    </DetailList>
  );
}

export interface ContainerPanelViewProps {
  state: ContainerPanelState;
  animated?: boolean;
}

export function ContainerPanelView({ state, animated = true }: ContainerPanelViewProps) {
  const { t } = useLingui();
  return (
    <PanelStateView
      state={state}
      animated={animated}
      loading={
        <PanelLoading
          animated={animated}
          label={t({
            id: 'DETAIL.CONTAINER_LOADING',
            message: 'Loading the container…',
          })}
        />
      }
    >
      {(container) => <ContainerDetails container={container} />}
    </PanelStateView>
  );
}
