import { Accordion, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { mitreTechniqueUrl } from '@soc/api';
import { Dash, DetailField, DetailList, ExternalLink } from '@soc/ui';
import { PagedEntries } from '../reveal-more/reveal-more.tsx';

/** A technique as processes[0].tagging carries it (`MitreTechnique` of @soc/api, or a fixture). */
interface MitreTechniqueInput {
  id?: string | null;
  name?: string | null;
  tactics: readonly string[];
  descriptions: readonly string[];
}

export interface MitreTechniquesProps {
  techniques: readonly MitreTechniqueInput[];
  /** Items open at first (by index). */
  defaultOpen?: number[];
}

/** An item's trigger: a button already, so the first one "Show more" reveals takes the focus as it is. */
const TECHNIQUE_ENTRY = '[data-scope="accordion"][data-part="item-trigger"]';

/**
 * MITRE ATT&CK techniques as collapsible items with their tactics and descriptions, each linked to
 * version 15 of its technique page (spec 001 §2.15, §9), 50 at a time (a result may hold thousands).
 * Shared by the file-capability tab and the process panel.
 */
export function MitreTechniques({ techniques, defaultOpen = [] }: MitreTechniquesProps) {
  const { t } = useLingui();
  if (techniques.length === 0) return <Dash />;
  return (
    <PagedEntries total={techniques.length} entrySelector={TECHNIQUE_ENTRY}>
      {(visibleCount) => (
        <Accordion.Root multiple collapsible variant="outline" size="sm" defaultValue={defaultOpen.map(String)}>
          {techniques.slice(0, visibleCount).map((technique, index) => (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.ItemTrigger>
                <HStack flex="1" gap="2" minW="0" textAlign="start" alignItems="baseline">
                  {technique.id ? (
                    <Text as="span" fontFamily="mono" textStyle="xs" color="fg.muted" flexShrink={0}>
                      {technique.id}
                    </Text>
                  ) : null}
                  <Text as="span" textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
                    {technique.name || technique.id || t({ id: 'DETAIL.MITRE_UNNAMED', message: 'Unnamed technique' })}
                  </Text>
                </HStack>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Stack gap="2">
                    <DetailList columns={1}>
                      <DetailField label={t({ id: 'DETAIL.MITRE_TACTICS', message: 'Tactics' })} value={technique.tactics} />
                      <DetailField label={t({ id: 'DETAIL.MITRE_DESCRIPTIONS', message: 'Observed' })} value={technique.descriptions} />
                    </DetailList>
                    {technique.id ? (
                      <Box textStyle="sm">
                        <ExternalLink href={mitreTechniqueUrl(technique.id)}>
                          <Trans id="DETAIL.MITRE_LINK">{technique.id} on MITRE ATT&CK</Trans>
                        </ExternalLink>
                      </Box>
                    ) : null}
                  </Stack>
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </PagedEntries>
  );
}
