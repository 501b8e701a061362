// Texts of the command palette that are tables (issue 13).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchType } from '@soc/events';

/** What each panel shows, for the recent-panel entries. */
export const PANEL_KIND_LABELS: Record<SearchType, MessageDescriptor> = {
  1: msg({ id: 'PALETTE.PANEL_KIND.EMAIL', message: 'Email' }),
  2: msg({ id: 'PALETTE.PANEL_KIND.HOST', message: 'Host' }),
  3: msg({ id: 'PALETTE.PANEL_KIND.FILE', message: 'File' }),
  4: msg({ id: 'PALETTE.PANEL_KIND.URL', message: 'URL' }),
  5: msg({ id: 'PALETTE.PANEL_KIND.DOMAIN', message: 'Domain' }),
  6: msg({ id: 'PALETTE.PANEL_KIND.IP', message: 'IP address' }),
  7: msg({ id: 'PALETTE.PANEL_KIND.MOBILE', message: 'Mobile device' }),
  8: msg({ id: 'PALETTE.PANEL_KIND.ENDPOINT', message: 'Endpoint' }),
  9: msg({ id: 'PALETTE.PANEL_KIND.CONTAINER', message: 'Container' }),
  10: msg({ id: 'PALETTE.PANEL_KIND.CLOUD_IDENTITY', message: 'Cloud identity' }),
  11: msg({ id: 'PALETTE.PANEL_KIND.USER_ACCOUNT', message: 'User account' }),
  12: msg({ id: 'PALETTE.PANEL_KIND.THREAT_INSIGHT', message: 'Threat insight' }),
  13: msg({ id: 'PALETTE.PANEL_KIND.PROCESS', message: 'Process' }),
};
