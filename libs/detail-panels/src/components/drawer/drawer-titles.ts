import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SearchType } from '@soc/events';

/** The drawer title per object type (spec 001 §2.1: "a translation key per object type"). */
export const DRAWER_TITLES: Record<SearchType, MessageDescriptor> = {
  1: msg({ id: 'DRAWER.TITLE_EMAIL', message: 'Email profile' }),
  2: msg({ id: 'DRAWER.TITLE_HOST', message: 'Host profile' }),
  3: msg({ id: 'DRAWER.TITLE_FILE', message: 'File profile' }),
  4: msg({ id: 'DRAWER.TITLE_URL', message: 'URL profile' }),
  5: msg({ id: 'DRAWER.TITLE_DOMAIN', message: 'Domain profile' }),
  6: msg({ id: 'DRAWER.TITLE_IP', message: 'IP address profile' }),
  7: msg({ id: 'DRAWER.TITLE_MOBILE', message: 'Mobile device profile' }),
  8: msg({ id: 'DRAWER.TITLE_ENDPOINT', message: 'Endpoint profile' }),
  9: msg({ id: 'DRAWER.TITLE_CONTAINER', message: 'Container profile' }),
  10: msg({ id: 'DRAWER.TITLE_CLOUD_IDENTITY', message: 'Cloud identity profile' }),
  11: msg({ id: 'DRAWER.TITLE_USER_ACCOUNT', message: 'User account profile' }),
  12: msg({ id: 'DRAWER.TITLE_THREAT_INSIGHT', message: 'Threat insight' }),
  13: msg({ id: 'DRAWER.TITLE_PROCESS', message: 'Process profile' }),
};
