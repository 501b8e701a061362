// Help-menu calls: the public support form, the partner's white label, the credit promotion check.
import { http, HttpResponse } from 'msw';
import type { MockState } from '../state.ts';
import { errorResponse, failures, readJson } from '../respond.ts';
import { SHELL_CALL_PATHS } from './call-paths.ts';
import { createCreditPromotion, createPartnerWhiteLabel } from './call-fixtures.ts';

const SUPPORT_FIELDS = ['name', 'email', 'phoneNumber', 'caseType', 'severity', 'memo', 'contactMethod'] as const;

export const supportFormHandlers = {
  /** Keeps every submitted case in the state, so a test or the mock backend can show what was sent. */
  default: (state: MockState) =>
    http.post(SHELL_CALL_PATHS.supportForm, async ({ request }) => {
      const body = await readJson(request);
      const missing = SUPPORT_FIELDS.filter((field) => typeof body[field] !== 'string' || !(body[field] as string).trim());
      if (missing.length) return errorResponse(400, { message: `required: ${missing.join(', ')}` });
      const caseId = `SR-${String(20261120001 + state.supportCases.length)}`;
      state.supportCases.push({ ...body, caseId, receivedAt: state.now() });
      return HttpResponse.json({ caseId });
    }),
  /** Spec 000 §8: the generic common error. */
  ...failures('post', SHELL_CALL_PATHS.supportForm),
};

export const whiteLabelHandlers = {
  default: (_state: MockState) =>
    http.get(SHELL_CALL_PATHS.whiteLabel, ({ request, params }) => {
      const withEmail = new URL(request.url).searchParams.get('withemail') === 'true';
      return HttpResponse.json(createPartnerWhiteLabel(String(params.partnerId), { withEmail }));
    }),
  noEmail: () => http.get(SHELL_CALL_PATHS.whiteLabel, ({ params }) => HttpResponse.json(createPartnerWhiteLabel(String(params.partnerId), { email: null }))),
  ...failures('get', SHELL_CALL_PATHS.whiteLabel),
};

export const creditPromotionHandlers = {
  default: (_state: MockState) => http.get(SHELL_CALL_PATHS.creditPromotion, () => HttpResponse.json(createCreditPromotion())),
  qualified: (credits = 2000) => http.get(SHELL_CALL_PATHS.creditPromotion, () => HttpResponse.json(createCreditPromotion({ qualified: true, credits }))),
  /** Spec 000 §8: excluded from the global policy, so even a 401 here goes back to the caller only. */
  ...failures('get', SHELL_CALL_PATHS.creditPromotion),
};
