/** Elements a Tab can reach, before the checks a selector cannot make (a negative `tabIndex`, hidden, inert). */
export const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
