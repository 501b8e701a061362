// Runtime stand-in for `@lingui/core/macro` when the server runs under plain tsx.
// Lingui macros are compiled away by the Vite/Babel plugin; nothing compiles them under tsx, and the
// real module only throws. Shared libs the mocks import (the API client's HTTP policy) declare
// message descriptors at module level, so the mock server needs descriptors of the right shape.
// It never shows a console text, so no catalogue lookup happens here.

export interface ShimDescriptor {
  id: string;
  message?: string;
  comment?: string;
}

type MacroInput = TemplateStringsArray | { id?: string; message?: string; comment?: string };

function isTemplate(value: unknown): value is TemplateStringsArray {
  return Array.isArray(value) && 'raw' in value;
}

function fromTemplate(strings: TemplateStringsArray, values: unknown[]): string {
  return strings.reduce((text, part, i) => text + part + (i < values.length ? `{${i}}` : ''), '');
}

export function defineMessage(input: MacroInput, ...values: unknown[]): ShimDescriptor {
  if (isTemplate(input)) {
    const text = fromTemplate(input, values);
    return { id: text, message: text };
  }
  const message = input.message ?? input.id ?? '';
  return { id: input.id ?? message, message, ...(input.comment ? { comment: input.comment } : {}) };
}

export const msg = defineMessage;

export function t(input: MacroInput, ...values: unknown[]): string {
  const descriptor = defineMessage(input, ...values);
  return descriptor.message ?? descriptor.id;
}

export function plural(value: number | string, options: Record<string, string>): string {
  return (options[`=${value}`] ?? options.other ?? String(value)).replace('#', String(value));
}

export const selectOrdinal = plural;

export function select(value: string, options: Record<string, string>): string {
  return options[value] ?? options.other ?? value;
}

export function ph(def: Record<string, string | number>): string {
  return String(Object.values(def)[0] ?? '');
}
