/** Query keys of the shell's calls: one factory, so loaders and components share caches. */
export const shellKeys = {
  all: ['shell'] as const,
  auth: (lang: string) => [...shellKeys.all, 'auth', lang] as const,
  menu: () => [...shellKeys.all, 'menu'] as const,
  session: () => [...shellKeys.all, 'session'] as const,
  landingPage: () => [...shellKeys.all, 'landingPage'] as const,
  whiteLabel: (partnerId: string) => [...shellKeys.all, 'whiteLabel', partnerId] as const,
  creditPromotion: () => [...shellKeys.all, 'creditPromotion'] as const,
  ssoStatus: () => [...shellKeys.all, 'ssoStatus'] as const,
};
