/** `{v3 base}` / `{v3 api}` of the specification (contract §1). */
const V3 = '/ui/uic/v3/';
export const v3 = (name: string) => `${V3}${name}`;
