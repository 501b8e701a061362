import DOMPurify from 'dompurify';

// Server HTML (notification and threat-insight descriptions) may carry markup but never code.
const ALLOWED_TAGS = ['a', 'b', 'br', 'code', 'em', 'i', 'li', 'ol', 'p', 'pre', 'span', 'strong', 'u', 'ul'];
const ALLOWED_ATTR = ['href', 'title'];
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

let hooked = false;
function installLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!SAFE_URL.test(href.trim())) node.removeAttribute('href');
    // Links out of the console open in a new window that cannot reach back (noopener).
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
}

/** Sanitised HTML: only text formatting and safe links survive. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  installLinkHook();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], ALLOW_DATA_ATTR: false });
}
