import { Box, Code, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon } from 'lucide-react';
import { truncateHash } from '@soc/api';
import { sentenceGap } from '@soc/i18n';
import { CopyButton, ErrorState, LoadingState } from '@soc/ui';
import type { DownloadsState } from '../hooks/use-simulator-data.ts';
import { DEMO_ARCHIVE_PASSWORD, isSafeDownloadUrl, isSameOriginDownload, type LabelledDownload } from '../model/downloads.ts';

export interface DownloadListProps {
  state: DownloadsState;
  /** Which of the four archives this slide offers (keys of SIMULATION_SCRIPT_KEYS). */
  keys: readonly string[];
}

/**
 * Script downloads (spec 002 §2.2, §3, §9): a link per archive and its SHA-256, shown cut at 46
 * characters and copied whole, and the fixed demo archive password as text.
 */
export function DownloadList({ state, keys }: DownloadListProps) {
  const { t } = useLingui();
  if (state.status === 'loading')
    return (
      <LoadingState
        label={t({
          id: 'SIM.DOWNLOADS.LOADING',
          message: 'Loading the download links…',
        })}
      />
    );
  if (state.status === 'error') return <ErrorState traceId={state.traceId} onRetry={state.retry} />;
  const shown = state.data.filter((d) => keys.includes(d.key));
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {shown.map((download) => (
          <DownloadRow key={download.key} download={download} />
        ))}
      </Stack>
      <Text textStyle="sm">
        <Trans id="SIM.DOWNLOADS.PASSWORD">
          Archive password:{' '}
          <Code fontFamily="mono" userSelect="all">
            {DEMO_ARCHIVE_PASSWORD}
          </Code>
        </Trans>
      </Text>
    </Stack>
  );
}

function DownloadRow({ download }: { download: LabelledDownload }) {
  const { t, i18n } = useLingui();
  const label = i18n._(download.label);
  const url = download.item?.url;
  const sha256 = download.item?.userMetadata.sha256;
  const sameOrigin = url !== undefined && isSameOriginDownload(url);
  return (
    <Box as="li" borderWidth="1px" borderColor="border" rounded="md" p="3">
      {url && isSafeDownloadUrl(url) ? (
        <Link href={url} rel="noopener noreferrer" {...(sameOrigin ? { download: true } : { target: '_blank' })} fontWeight="semibold">
          <DownloadIcon aria-hidden="true" size={16} style={{ flexShrink: 0 }} />
          {label}
          {sameOrigin ? null : (
            <>
              {' '}
              <VisuallyHidden>{t({ id: 'COMMON.OPENS_IN_NEW_WINDOW', message: '(opens in a new window)' })}</VisuallyHidden>
            </>
          )}
        </Link>
      ) : (
        <Text fontWeight="semibold">
          {label}
          {sentenceGap(i18n.locale)}
          <Text as="span" color="fg.muted" fontWeight="normal">
            {t({
              id: 'SIM.DOWNLOADS.UNAVAILABLE',
              message: '(no download link available)',
            })}
          </Text>
        </Text>
      )}
      {sha256 ? (
        <HStack gap="1" mt="1" minW="0">
          <Text textStyle="xs" color="fg.muted" flexShrink={0}>
            {t({ id: 'SIM.DOWNLOADS.SHA256', message: 'SHA-256:' })}
          </Text>
          <Code fontFamily="mono" textStyle="xs" title={sha256} truncate>
            {truncateHash(sha256)}
          </Code>
          <CopyButton
            value={sha256}
            label={t({
              id: 'SIM.DOWNLOADS.COPY_SHA',
              message: `Copy the SHA-256 of ${label}`,
            })}
          />
        </HStack>
      ) : null}
    </Box>
  );
}
