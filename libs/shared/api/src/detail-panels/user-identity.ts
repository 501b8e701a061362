// Identity inventory tab of the user account panel (spec 001 §3 "User identity profiles").
import { z } from 'zod/mini';
import { listOf, optBool, optNumber, optText, textList } from '../client/schema.ts';
import { detailPanelKeys } from './keys.ts';
import { pathLookup } from './record-call.ts';
import { optTimestamp } from './schema-extras.ts';

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

export const { get: getUserIdentity, queryOptions: userIdentityQueryOptions } = pathLookup(userIdentityPath, userIdentitySchema, detailPanelKeys.userIdentity);
