import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { GENAI_PROCESSING_REGIONS } from '../model/genai-regions.ts';
import { GENAI_PROCESSING_LABELS, GENAI_REGION_LABELS } from '../model/labels.ts';

/**
 * The generative-AI disclaimer of the companion (spec 002 §2.5, §3 `disclaimer: genAI`): what it
 * does with a prompt and where each region's prompts are processed (spec 000 §9).
 */
export function CompanionDisclaimer({ headingAs = 'h3' }: { headingAs?: 'h2' | 'h3' | 'h4' }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as={headingAs} id={headingId} textStyle="sm" fontWeight="semibold">
        <Trans id="DIALOG.GENAI_DISCLAIMER_TITLE">Generative AI disclaimer</Trans>
      </Heading>
      <Text textStyle="sm">
        <Trans id="DIALOG.GENAI_DISCLAIMER_BODY">
          Companion uses generative AI. Its answers can be incomplete or wrong: check them before you act on them. What you send to Companion is processed in the region below for your console's region.
        </Trans>
      </Text>
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mt="0" mb="1">
          {t({ id: 'DIALOG.GENAI_REGIONS_CAPTION', message: 'Where generative-AI requests are processed' })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col"><Trans id="DIALOG.GENAI_CONSOLE_REGION">Console region</Trans></Table.ColumnHeader>
            <Table.ColumnHeader scope="col"><Trans id="DIALOG.GENAI_PROCESSING_REGION">Processed in</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {GENAI_PROCESSING_REGIONS.map(({ region: code, processedIn }) => {
            const name = t(GENAI_REGION_LABELS[code]);
            return (
              <Table.Row key={code}>
                {/* A message, so Japanese writes its own parentheses: 日本（JP）, as in the other column. */}
                <Table.Cell>{t({ id: 'DIALOG.GENAI_REGION_WITH_CODE', message: `${name} (${code})` })}</Table.Cell>
                <Table.Cell>{t(GENAI_PROCESSING_LABELS[processedIn])}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
