import type { AuthInfo } from '@soc/api';
import type { Region } from '@soc/rbac';

/**
 * Which logo the console shows (spec 000 §2.1): it changes with the collapse state of the left
 * menu, with the company's custom branding (contract: `auth.logo.customLogo`, `headerLogo`,
 * `fullSizeLogo`) and in the UAE region, which has its own mark. Pure: no React, no DOM.
 */

/** The built-in marks shipped as inline SVG. */
export type LogoMark = 'default' | 'uae';

/**
 * How the logo sits: `compact` alone in the icon rail (or the header), `withName` beside the product
 * name, `fullWidth` filling the brand area instead of the product name (custom full-size logos).
 */
export type LogoLayout = 'compact' | 'withName' | 'fullWidth';

export type LogoChoice =
  /** A built-in mark. */
  | { kind: 'mark'; mark: LogoMark; layout: LogoLayout }
  /** A custom image from the server; `fallback` is what replaces it if it fails to load (undefined: nothing). */
  | { kind: 'image'; src: string; layout: LogoLayout; fallback: LogoMark | undefined }
  /** No logo here (the header without a custom header logo). */
  | { kind: 'none' };

export type LogoPlacement = 'menu' | 'header';
export type BrandingLogo = AuthInfo['logo'];

export interface LogoInput {
  placement: LogoPlacement;
  /** Collapse state of the left menu (only the menu's logo follows it). */
  collapsed: boolean;
  region: Region;
  logo: BrandingLogo;
}

// Control characters, spaces inside the address and back-slashes (which browsers read as `/`,
// turning `/\host` into another origin) are never part of a logo address we accept.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

/**
 * A server-given image address if it is an absolute http(s) URL or a same-origin path
 * (`/public/…`), else undefined: `javascript:`, `data:`, `blob:`, protocol-relative `//host` and
 * relative paths without a leading slash are refused.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  const url = value?.trim();
  if (!url || UNSAFE_CHARS.test(url)) return undefined;
  if (url.startsWith('/')) return url.startsWith('//') ? undefined : url;
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.hostname ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The built-in mark of the region: the UAE has its own, every other region the default. */
export function logoMark(region: Region): LogoMark {
  return region === 'UAE' ? 'uae' : 'default';
}

/**
 * The logo for a placement. Menu: collapsed → the compact mark (or the custom logo fitted into
 * the rail); expanded → the full logo, i.e. the mark beside the product name, or the custom logo
 * beside it, or the custom logo across the whole brand area when `fullSizeLogo` is true. A custom
 * logo that fails to load falls back to the region's built-in mark. Header: the custom header logo
 * beside the product name when there is one, else nothing (the menu carries the mark).
 */
export function chooseLogo({ placement, collapsed, region, logo }: LogoInput): LogoChoice {
  const mark = logoMark(region);
  if (placement === 'header') {
    const src = safeImageUrl(logo?.headerLogo);
    return src ? { kind: 'image', src, layout: 'compact', fallback: undefined } : { kind: 'none' };
  }
  const src = safeImageUrl(logo?.customLogo);
  if (!src) return { kind: 'mark', mark, layout: collapsed ? 'compact' : 'withName' };
  const layout: LogoLayout = collapsed ? 'compact' : logo?.fullSizeLogo === true ? 'fullWidth' : 'withName';
  return { kind: 'image', src, layout, fallback: mark };
}
