// Handlers of the container, cloud asset, user account, user identity and threat insight calls (spec 001 §7).
import { errorResponse } from '../respond.ts';
import { cloudAssetVariants, createCloudAsset } from './cloud-fixtures.ts';
import { containerRecordVariants, createContainerRecord } from './container-fixtures.ts';
import { DETAIL_PANEL_PATHS as P } from './paths.ts';
import { fromBody, fromQuery, recordByParam, recordByRequiredQuery, recordCall } from './record-call.ts';
import { createThreatInsight, threatInsightVariants } from './threat-insight-fixtures.ts';
import { createUserAccount, createUserIdentity, userAccountVariants, userIdentityVariants } from './user-fixtures.ts';

const containerBase = recordCall({
  method: 'post',
  path: P.container,
  readId: fromBody('containerId'),
  // Ids mentioning "privileged" answer with the privileged container, for demos.
  record: (containerId) => (/privileged/i.test(containerId) ? containerRecordVariants.privileged() : createContainerRecord()),
  variants: containerRecordVariants,
});

export const containerHandlers = {
  ...containerBase,
  privileged: () => containerBase.custom(containerRecordVariants.privileged()),
  hostile: () => containerBase.custom(containerRecordVariants.hostile()),
};

export const cloudAssetHandlers = recordByRequiredQuery(P.cloudAsset, 'arn', (arn) => createCloudAsset({}, arn), cloudAssetVariants);

export const userAccountHandlers = recordByRequiredQuery(P.userAccount, 'userId', (userId) => createUserAccount({}, userId), userAccountVariants);

export const userIdentityHandlers = recordByParam(P.userIdentity, 'userId', (_userId, now) => createUserIdentity({}, now), userIdentityVariants);

const insightBase = recordCall({
  method: 'get',
  path: P.threatInsight,
  readId: fromQuery('name'),
  // The name is echoed into the description; the optional type becomes the object type.
  record: (name, _state, { request }) => {
    const type = new URL(request.url).searchParams.get('type') || 'malware';
    return name ? createThreatInsight({}, name, type) : errorResponse(400, { message: 'name is required' });
  },
  variants: threatInsightVariants,
});

export const threatInsightHandlers = {
  ...insightBase,
  /** An HTML description with script, event-handler and javascript: payloads. */
  hostile: () => insightBase.custom(threatInsightVariants.hostile()),
};
