// Identity inventory tab of the user account panel (spec 001 §3 "User identity profiles").
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { listOf, optBool, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys, detailPanelQuery } from './keys.ts';
import { optTimestamp, recordEnvelope } from './schema-extras.ts';

export const userIdentitySchema = z.looseObject({
  aad: listOf(
    z.looseObject({
      tenantId: optText,
      tenantName: optText,
      userPrincipalName: optText,
      isPrivileged: optBool,
      roleAssignments: textList,
      isEnabled: optBool,
      lastPasswordChangeTimestamp: optTimestamp,
      isDirectorySynced: optBool,
      userTypeDisplayName: optText,
      authenticationTypeDisplayName: optText,
    }),
  ),
  opa: listOf(
    z.looseObject({
      domain: optText,
      isPrivileged: optBool,
      isEnabled: optBool,
      groupCount: optNumber,
      primaryGroup: optText,
      userAccountControlFlags: textList,
      servicePrincipalNames: textList,
      passwordLastChangedTimestamp: optTimestamp,
      createTimestamp: optTimestamp,
      distinguishedName: optText,
    }),
  ),
});
export type UserIdentity = z.output<typeof userIdentitySchema>;

export const userIdentityPath = (userId: string) => `/public/sjg/api/v1/idInventory/common/humans/users/${encodeURIComponent(userId)}/profiles`;

export function getUserIdentity(userId: string, signal?: AbortSignal): Promise<UserIdentity> {
  return request({ path: userIdentityPath(userId), schema: recordEnvelope(userIdentitySchema), signal });
}

export const userIdentityQueryOptions = (userId: string) =>
  detailPanelQuery(detailPanelKeys.userIdentity(userId), (signal) => getUserIdentity(userId, signal));
