/** Query keys of the global dialogs' calls (spec 002 §7). */
export const dialogKeys = {
  all: ['dialogs'] as const,
  preRelease: (key: string, lang: string) => [...dialogKeys.all, 'preRelease', key, lang] as const,
};
