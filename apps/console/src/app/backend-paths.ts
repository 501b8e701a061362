/**
 * Paths the backend serves, not the single-page app (contract §1): navigation loads them as documents,
 * and the development server hands them to the backend. A path ending in `/` is a prefix.
 */
export const BACKEND_PATHS = ['/ui/', '/public/', '/saml/', '/logout.html', '/info.html'] as const;
