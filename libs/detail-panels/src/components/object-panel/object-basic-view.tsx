import { useLingui } from '@lingui/react/macro';
import type { ObjectRecord } from '@soc/api';
import { DetailField, DetailList } from '@soc/ui';
import { PivotField } from '../pivot/pivot-value.tsx';
import type { ObjectKind } from './hooks/use-object-record.ts';
import { WrsScore } from './wrs-score.tsx';
import { DateField } from '../date-field/date-field.tsx';

/** The IP panel's optional extra (contract §7, search_type 6): shown only for what the opener gave. */
export interface IpExtra {
  port?: string | number;
  protocol?: string;
  account?: string;
}

export interface ObjectBasicViewProps {
  /** Which panel shows the record: the kind of its object name. */
  kind: ObjectKind;
  record: ObjectRecord;
  extra?: IpExtra;
}

const given = (value: string | number | undefined): value is string | number => value !== undefined && String(value).trim() !== '';

/**
 * Basic tab of the URL, domain and IP panels (spec 001 §2.7–2.9, §3): every field of the record. The
 * object, its domain, host, hosted IPs and the IP's account are values to pivot on (issue 13).
 */
export function ObjectBasicView({ kind, record, extra }: ObjectBasicViewProps) {
  const { t } = useLingui();
  return (
    <DetailList columns={1}>
      <DetailField label={t({ id: 'DETAIL.WRS_SCORE', message: 'Web reputation score' })}>
        <WrsScore score={record.wrsScore} />
      </DetailField>
      <DetailField label={t({ id: 'DETAIL.CATEGORIES', message: 'Categories' })} value={record.wrsCategory} />
      <PivotField label={t({ id: 'DETAIL.OBJECT_NAME', message: 'Object name' })} kind={kind} value={record.objectName} />
      {extra && given(extra.port) ? <DetailField label={t({ id: 'DETAIL.PORT', message: 'Port' })} value={String(extra.port)} /> : null}
      {extra && given(extra.protocol) ? <DetailField label={t({ id: 'DETAIL.PROTOCOL', message: 'Protocol' })} value={extra.protocol} /> : null}
      {extra && given(extra.account) ? <PivotField label={t({ id: 'DETAIL.ACCOUNT', message: 'Account' })} kind="user" value={extra.account} /> : null}
      <PivotField label={t({ id: 'DETAIL.DOMAIN', message: 'Domain' })} kind="domain" value={record.domainName} />
      <DetailField label={t({ id: 'DETAIL.REGISTRANT_NAME', message: 'Registrant name' })} value={record.registrantName} />
      <DetailField label={t({ id: 'DETAIL.REGISTRANT_COUNTRY', message: 'Registrant country' })} value={record.registrantCounty} />
      <DateField label={t({ id: 'DETAIL.CREATED', message: 'Created' })} value={record.createdDate} />
      <DateField label={t({ id: 'DETAIL.UPDATED', message: 'Updated' })} value={record.updatedDate} />
      <DateField label={t({ id: 'DETAIL.EXPIRED', message: 'Expires' })} value={record.expiredDate} />
      {/* The URL's host is a domain name: the domain panel profiles it. */}
      <PivotField label={t({ id: 'DETAIL.HOST', message: 'Host' })} kind="domain" value={record.host} />
      <PivotField label={t({ id: 'DETAIL.HOSTED_IPS', message: 'Hosted IPs' })} kind="ip" value={record.hostedIP} />
      <DetailField label={t({ id: 'DETAIL.HOSTED_LOCATIONS', message: 'Locations' })} value={record.hostedLocation} />
    </DetailList>
  );
}
