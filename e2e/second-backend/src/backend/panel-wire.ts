// Wire choices of the panel calls (spec 001 §7). Where the "answer use" column names a thing ("email
// detail", "file record") the answer is this backend's envelope `{ code, message, data }`; where it
// names the place to read ("read from data", "data.data", "items[]", "status, riskLevel") the answer
// has exactly that shape. An unknown object is `data: null` (nothing known) rather than an error.
import { wrapped, type Answer } from './route.ts';

/** The panels' envelope carries a request id besides. */
export const panelWrapped = (data: unknown): Answer => wrapped(data, { requestId: `rq-${Date.now().toString(36)}` });

/** A record answer: the record, or `data: null` when the backend does not know the object. */
export const recordAnswer = (record: unknown): Answer => panelWrapped(record ?? null);

/** The body's field as text (a test or the console may send anything). */
export function bodyText(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * Spec 001 §5: a URL identifier in calls is base64 without padding. Read both alphabets (standard and
 * URL-safe); undefined when the identifier has padding or is not base64 of UTF-8 text.
 */
export function decodeUrlId(id: string): string | undefined {
  if (!/^[A-Za-z0-9+/_-]+$/.test(id)) return undefined;
  const standard = id.replace(/-/g, '+').replace(/_/g, '/');
  const text = Buffer.from(standard, 'base64').toString('utf8');
  return Buffer.from(text, 'utf8').toString('base64').replace(/=+$/, '') === standard ? text : undefined;
}

/** Epoch milliseconds of an ISO time: this backend sends times either way. */
export const ms = (iso: string) => Date.parse(iso);
