/** The longest name or title the console shows whole (menu titles, user and company names, dialog titles). */
export const MAX_LABEL_LENGTH = 256;

/**
 * A name or title from outside cut at MAX_LABEL_LENGTH with an ellipsis: a megabyte-long one, laid out
 * as a heading, froze the page for a second, and no real label comes near the limit.
 */
export function capLabel(text: string): string {
  return text.length > MAX_LABEL_LENGTH ? `${text.slice(0, MAX_LABEL_LENGTH - 1)}…` : text;
}
