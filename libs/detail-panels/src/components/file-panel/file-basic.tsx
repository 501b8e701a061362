import { Box, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FileRecord } from '@soc/api';
import { ByteSize, DetailField, DetailList, ExternalLink } from '@soc/ui';
import { safeHttpUrl } from '../../model/safe-url.ts';
import { HexViewer } from '../hex-viewer/hex-viewer-modal.tsx';
import { PivotField } from '../pivot/pivot-value.tsx';

/** The Basic tab of the file panel (spec 001 §2.6); every empty value shows a dash. The hashes are values to pivot on (issue 13). */
export function FileBasic({ record }: { record: FileRecord }) {
  const { t } = useLingui();
  const encyclopedia = safeHttpUrl(record.encyclopediaLink);
  const yesNo = (value: boolean | null | undefined) =>
    value == null ? undefined : value ? t({ id: 'COMMON.YES', message: 'Yes' }) : t({ id: 'COMMON.NO', message: 'No' });
  return (
    <Stack gap="3">
      <DetailList columns={1}>
        <DetailField label={t({ id: 'DETAIL.FILE_PREVALENCE', message: 'Prevalence' })} value={record.prevalence} />
        <DetailField label={t({ id: 'DETAIL.FILE_NAME', message: 'File name' })} value={record.fileName} />
        <DetailField label={t({ id: 'DETAIL.FILE_DETECTION', message: 'Detection name' })}>
          {record.detectionName ? encyclopedia ? <ExternalLink href={encyclopedia}>{record.detectionName}</ExternalLink> : record.detectionName : null}
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.FILE_FAMILY', message: 'Family names' })} value={record.familyName} />
        <DetailField label={t({ id: 'DETAIL.FILE_TYPE', message: 'File type' })} value={record.fileType} />
        <DetailField label={t({ id: 'DETAIL.FILE_SIZE', message: 'File size' })}>
          {record.fileSize != null ? <ByteSize bytes={record.fileSize} /> : null}
        </DetailField>
        <DetailField label={t({ id: 'DETAIL.FILE_MEMORY_RESIDENT', message: 'Memory resident' })} value={yesNo(record.memoryResident)} />
        <DetailField label={t({ id: 'DETAIL.FILE_SIGNER', message: 'Signer' })} value={record.fileSigner} />
        <PivotField label={t({ id: 'DETAIL.FILE_MD5', message: 'MD5' })} kind="hash" value={record.fileMD5} format="hash" />
        <PivotField label={t({ id: 'DETAIL.FILE_SHA1', message: 'SHA1' })} kind="hash" value={record.fileSHA1} format="hash" />
        <PivotField label={t({ id: 'DETAIL.FILE_SHA256', message: 'SHA256' })} kind="hash" value={record.sha256} format="hash" />
        <PivotField label={t({ id: 'DETAIL.FILE_TLSH', message: 'TLSH' })} kind="hash" value={record.tlsh} format="hash" />
      </DetailList>
      <Box>
        <HexViewer fileName={record.fileName ?? undefined} />
      </Box>
    </Stack>
  );
}
