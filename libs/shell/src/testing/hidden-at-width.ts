// jsdom applies no media queries, so Chakra's responsive `hideBelow` / `hideFrom` hide nothing in unit
// tests. This reads the `@media` rules the page's style sheets hold and tells whether one of them hides
// an element, or one of its ancestors, at a given window width.

const ROOT_FONT_PX = 16;

function lengthPx(value: string): number {
  const amount = Number.parseFloat(value);
  return /r?em$/.test(value.trim()) ? amount * ROOT_FONT_PX : amount;
}

/** Whether a media condition of width bounds only (`(min-width: …)`, `(max-width: …)`) holds at this width. */
function mediaHolds(mediaText: string, widthPx: number): boolean {
  const bounds = [...mediaText.matchAll(/\((min|max)-width:\s*([^)]+)\)/g)];
  return bounds.length > 0 && bounds.every(([, side, value = '']) => (side === 'min' ? widthPx >= lengthPx(value) : widthPx <= lengthPx(value)));
}

function* mediaRules(): Generator<CSSMediaRule> {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) if (rule instanceof CSSMediaRule) yield rule;
  }
}

/** True when a `display: none` under a media query that holds at `widthPx` applies to the element or an ancestor. */
export function hiddenAtWidth(element: Element, widthPx: number): boolean {
  for (const media of mediaRules()) {
    if (!mediaHolds(media.media.mediaText, widthPx)) continue;
    for (const rule of Array.from(media.cssRules)) {
      if (!(rule instanceof CSSStyleRule) || rule.style.getPropertyValue('display') !== 'none') continue;
      for (let node: Element | null = element; node; node = node.parentElement) if (node.matches(rule.selectorText)) return true;
    }
  }
  return false;
}
