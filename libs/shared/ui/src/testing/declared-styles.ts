function safeMatches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    // Selectors jsdom cannot parse (e.g. some pseudo-elements) never match.
    return false;
  }
}

/**
 * The CSS text of every rule that applies to `element`, from the document's style sheets
 * (emotion's). jsdom cannot resolve `var(--…)` colours, so tests assert on the declared values.
 */
export function declaredStyles(element: Element): string {
  const texts: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (safeMatches(element, rule.selectorText)) texts.push(rule.style.cssText);
      }
      if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return texts.join('\n');
}
