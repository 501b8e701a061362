/** A high surrogate with no low one after it, or a low surrogate with no high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `text` with every lone UTF-16 surrogate replaced by U+FFFD, as `String.prototype.toWellFormed` does
 * (not in the ES2023 lib). A server value can hold one (the JSON escape `\ud800`); `encodeURIComponent`
 * throws on it, and a URL or `TextEncoder` would silently change it anyway.
 */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}
