/** One text or a list of them (a server field may hold either) as a list of the texts that are not blank. */
export function nonBlankTexts(value: string | readonly (string | null | undefined)[] | null | undefined): string[] {
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}
