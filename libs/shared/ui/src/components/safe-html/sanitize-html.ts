import DOMPurify from 'dompurify';
import { hasHiddenCharacters, splitHidden } from '@soc/util';

// Server HTML (notification and threat-insight descriptions) may carry markup but never code.
const ALLOWED_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'li', 'ol', 'p', 'pre', 'span', 'strong', 'u', 'ul'];
const ALLOWED_ATTR = ['href', 'title'];
// A path must stay on the console: `//host` and `/\host` (a backslash reads as a slash) lead elsewhere.
const SAFE_URL = /^(https?:|mailto:|\/(?![/\\])|#)/i;
// The URL parser drops tabs and newlines anywhere in an address (`/\t/host` is `//host`): so does the check.
const DROPPED_BY_URL_PARSER = /[\t\n\r]/g;

let hooked = false;
function installLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = (node.getAttribute('href') ?? '').replace(DROPPED_BY_URL_PARSER, '');
    // An unsafe address goes, and with it everything that made the text a link.
    if (!SAFE_URL.test(href.trim())) {
      node.removeAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
      return;
    }
    // Links out of the console open in a new window that cannot reach back (noopener).
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * Sanitised descriptions by their source: a list re-mounted on a tab switch or a re-open renders the
 * same descriptions again, and parsing each one is the costliest part of an item. Bounded: 250 per
 * notification tab, with room for the panels' insights.
 */
const cache = new Map<string, string>();
const CACHE_SIZE = 600;

/**
 * Server HTML (descriptions, a dialog's server text) is a text, not a document: past this length its
 * source is cut, and ends with "…". Parsing and laying out hundreds of kilobytes of it froze the tab for
 * seconds, and crashed it in the panel.
 */
export const MAX_SERVER_HTML_LENGTH = 20_000;

/** The source cut at the limit, never inside a tag, an entity or a character's surrogate pair. */
function cutSource(html: string): string {
  if (html.length <= MAX_SERVER_HTML_LENGTH) return html;
  let end = MAX_SERVER_HTML_LENGTH;
  const tagStart = html.lastIndexOf('<', end - 1);
  if (tagStart > html.lastIndexOf('>', end - 1)) end = tagStart;
  const entityStart = html.lastIndexOf('&', end - 1);
  if (entityStart > html.lastIndexOf(';', end - 1) && end - entityStart <= MAX_ENTITY_LENGTH) end = entityStart;
  if (/[\uD800-\uDBFF]/.test(html.charAt(end - 1))) end -= 1;
  return `${html.slice(0, end)}…`;
}
// The longest named character reference (`&CounterClockwiseContourIntegral;`) is 33 characters.
const MAX_ENTITY_LENGTH = 33;
/** Elements nested deeper keep only their text: a description's lists nest a few levels, not thousands. */
export const MAX_SERVER_HTML_DEPTH = 16;

/** Replaces every element deeper than `maxDepth` by its text (iterative: no recursion to overflow). */
function flattenDeepElements(root: DocumentFragment, maxDepth: number): void {
  const pending: [Element, number][] = Array.from(root.children, (child) => [child, 1]);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    if (depth > maxDepth) element.replaceWith(element.textContent ?? '');
    else for (const child of Array.from(element.children)) pending.push([child, depth + 1]);
  }
}

/**
 * Draws each hidden character (bidi control, zero-width character, filler, control character) of the
 * text as its code, `<span data-hidden-character>U+202E</span>`, as `UntrustedText` does: a reversing
 * character must not make "invoice_\u202Efdp.exe" read "invoice_exe.pdf".
 */
function revealHiddenCharacters(root: DocumentFragment): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (!hasHiddenCharacters(text.data)) continue;
    const parts = splitHidden(text.data);
    if (parts.length === 1 && parts[0]?.kind === 'text') continue;
    text.replaceWith(
      ...parts.map((part) => {
        if (part.kind === 'text') return part.text;
        const mark = root.ownerDocument.createElement('span');
        mark.setAttribute('data-hidden-character', '');
        mark.setAttribute('dir', 'ltr');
        mark.textContent = part.code;
        return mark;
      }),
    );
  }
}

/** Sanitised HTML: only text formatting and safe links survive, within the length and depth above. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const cached = cache.get(html);
  if (cached !== undefined) return cached;
  installLinkHook();
  const fragment = DOMPurify.sanitize(cutSource(html), { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], ALLOW_DATA_ATTR: false, RETURN_DOM_FRAGMENT: true });
  flattenDeepElements(fragment, MAX_SERVER_HTML_DEPTH);
  revealHiddenCharacters(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  const clean = holder.innerHTML;
  // The oldest entry goes first (a Map keeps insertion order).
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}
