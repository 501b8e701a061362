import { request } from '../client/request.ts';
import { anyBody } from '../client/schema.ts';

const ENABLE_ADVANCED_FUNCTION_PATH = '/public/adg/ald-proxy/organizations/enable-advanced-function';

/**
 * Spec 002 §4: opting in to a genAI pre-release also enables the advanced function. The spec says
 * "empty body"; an empty JSON object is sent so the server always receives valid JSON.
 */
export function enableAdvancedFunction(): Promise<unknown> {
  return request({ method: 'POST', path: ENABLE_ADVANCED_FUNCTION_PATH, body: {}, schema: anyBody });
}
