/**
 * `auth?lang={browser language}` (spec 000 §7): the browser's own language tag (`en-US`, `ja`), not
 * the console's display language, which the notification list and the dialogs send. No dependencies:
 * the console's first module uses it (early-calls.ts).
 */
export function browserLanguage(nav: Pick<Navigator, 'language'> | undefined = globalThis.navigator): string {
  return nav?.language || 'en';
}
