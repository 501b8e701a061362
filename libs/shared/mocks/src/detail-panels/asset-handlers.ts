// Handlers of the container, cloud asset, user account, user identity and threat insight calls (spec 001 §7).
import { errorResponse } from '../respond.ts';
import { cloudAssetVariants, createCloudAsset } from './cloud-fixtures.ts';
import { containerRecordVariants, createContainerRecord } from './container-fixtures.ts';
import { DETAIL_PANEL_PATHS as P } from './paths.ts';
import { fromBody, fromParam, fromQuery, recordCall } from './record-call.ts';
import { createThreatInsight, threatInsightVariants } from './threat-insight-fixtures.ts';
import { createUserAccount, createUserIdentity, userAccountVariants, userIdentityVariants } from './user-fixtures.ts';

const containerBase = recordCall({
  method: 'post',
  path: P.container,
  readId: fromBody('containerId'),
  // Ids mentioning "privileged" answer with the privileged container, for demos.
  record: (containerId) => (/privileged/i.test(containerId) ? containerRecordVariants.privileged() : createContainerRecord()),
  empty: containerRecordVariants.empty,
  long: containerRecordVariants.long,
});

export const containerHandlers = {
  ...containerBase,
  privileged: () => containerBase.custom(containerRecordVariants.privileged()),
  hostile: () => containerBase.custom(containerRecordVariants.hostile()),
};

export const cloudAssetHandlers = recordCall({
  method: 'get',
  path: P.cloudAsset,
  readId: fromQuery('arn'),
  record: (arn) => (arn ? createCloudAsset({}, arn) : errorResponse(400, { message: 'arn is required' })),
  empty: cloudAssetVariants.empty,
  long: cloudAssetVariants.long,
});

export const userAccountHandlers = recordCall({
  method: 'get',
  path: P.userAccount,
  readId: fromQuery('userId'),
  record: (userId) => (userId ? createUserAccount({}, userId) : errorResponse(400, { message: 'userId is required' })),
  empty: userAccountVariants.empty,
  long: userAccountVariants.long,
});

export const userIdentityHandlers = recordCall({
  method: 'get',
  path: P.userIdentity,
  readId: fromParam('userId'),
  record: (_userId, state) => createUserIdentity({}, state.now()),
  empty: userIdentityVariants.empty,
  long: () => userIdentityVariants.long(),
});

const insightBase = recordCall({
  method: 'get',
  path: P.threatInsight,
  readId: fromQuery('name'),
  // The name is echoed into the description; the optional type becomes the object type.
  record: (name, _state, { request }) => {
    const type = new URL(request.url).searchParams.get('type') || 'malware';
    return name ? createThreatInsight({}, name, type) : errorResponse(400, { message: 'name is required' });
  },
  empty: threatInsightVariants.empty,
  long: threatInsightVariants.long,
});

export const threatInsightHandlers = {
  ...insightBase,
  /** An HTML description with script, event-handler and javascript: payloads. */
  hostile: () => insightBase.custom(threatInsightVariants.hostile()),
};
