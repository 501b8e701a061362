// Identity tab of the endpoint panel (spec 001 §2.5, §3 "Endpoint identity data").
import { z } from 'zod/mini';
import { listOf, optBool, optText } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { pathLookup } from './record-call.ts';
import { optTimestamp, textOrList } from './schema-extras.ts';

export const endpointIdentitySchema = z.looseObject({
  aad: listOf(
    z.looseObject({
      tenantId: optText,
      tenantName: optText,
      id: optText,
      joinTypeDisplayName: optText,
      isCompliant: optBool,
      lastCheckInTimestamp: optTimestamp,
      isDirectorySynced: optBool,
    }),
  ),
  opa: listOf(
    z.looseObject({
      domain: optText,
      isEnabled: optBool,
      userAccountControlFlags: textOrList,
      servicePrincipalNames: textOrList,
      passwordLastChangedTimestamp: optTimestamp,
      createTimestamp: optTimestamp,
      distinguishedName: optText,
    }),
  ),
});
export type EndpointIdentity = z.output<typeof endpointIdentitySchema>;

export const endpointIdentityPath = (id: string) => `/public/sjg/api/v1/idInventory/common/nonHumans/devices/${encodeURIComponent(id)}/profiles`;

export const { get: getEndpointIdentity, queryOptions: endpointIdentityQueryOptions } = pathLookup(endpointIdentityPath, endpointIdentitySchema, detailPanelKeys.endpointIdentity);
