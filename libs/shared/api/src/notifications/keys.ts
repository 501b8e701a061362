/** Query keys of the notification calls (spec 000 §7). */
export const notificationKeys = {
  all: ['notifications'] as const,
  counts: () => [...notificationKeys.all, 'counts'] as const,
  list: (lang: string) => [...notificationKeys.all, 'list', lang] as const,
  banners: () => [...notificationKeys.all, 'banners'] as const,
  upgradeUrl: (lang: string, relayState: string) => [...notificationKeys.all, 'upgradeUrl', lang, relayState] as const,
};
