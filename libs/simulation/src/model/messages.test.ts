import { ApiError, NetworkError, THREAT_ACTOR_ERROR_NUMBERS, THREAT_ACTOR_ERROR_TEXTS } from '@soc/api';
import { deviceListFailureNotice, signInsFailureNotice, triggerFailureNotice, TRIGGER_ERROR_MESSAGES } from './messages.ts';

const apiError = (status: number, body: unknown, traceId = 'trace-1') => new ApiError(status, '/x', traceId, body);

describe('threat-actor trigger errors (spec 002 §8)', () => {
  it.each(THREAT_ACTOR_ERROR_NUMBERS)('400 with info.number %i is a warning with the spec text and the trace id', (number) => {
    const notice = triggerFailureNotice(apiError(400, { info: { number } }, `trace-${number}`));
    expect(notice).toMatchObject({ type: 'warning', traceId: `trace-${number}` });
    expect(notice.title.message).toBe(THREAT_ACTOR_ERROR_TEXTS[number]);
    expect(notice.title.id).toBe(`SIMULATOR.TRIGGER_${number}`);
  });
  it('covers every number of §8 word for word, typos included', () => {
    expect(Object.keys(TRIGGER_ERROR_MESSAGES).map(Number).sort()).toEqual([132124, 132125, 132126, 132333, 132334, 132335, 132336, 132337, 132338]);
    expect(TRIGGER_ERROR_MESSAGES[132334].message).toBe('Specify a invalid IP.');
    expect(TRIGGER_ERROR_MESSAGES[132124].message).toBe('Unable to trigger threat actor simulation since a simulation is still running.');
  });
  it.each([
    ['another info.number', apiError(400, { info: { number: 999 } })],
    ['a 400 without a body', apiError(400, undefined)],
    ['a mapped number on another status', apiError(500, { info: { number: 132124 } })],
    ['a network failure', new NetworkError('/x', 'trace-1', new Error('offline'))],
  ])('%s is the generic error with the trace id', (_label, error) => {
    expect(triggerFailureNotice(error)).toMatchObject({ type: 'error', title: { id: 'ERROR.COMMON_ERROR' }, traceId: 'trace-1' });
  });
});

describe('sign-ins errors (spec 002 §8)', () => {
  it.each([
    [7930201, 'SIMULATOR.S33_25'],
    [7930101, 'SIMULATOR.S33_26'],
    [7935401, 'SIMULATOR.S33_27'],
  ])('400 with error.code %i shows %s', (code, id) => {
    expect(signInsFailureNotice(apiError(400, { error: { code } }))).toMatchObject({ type: 'warning', title: { id }, traceId: 'trace-1' });
  });
  it.each([
    ['another code', apiError(400, { error: { code: 1 } })],
    ['a mapped code on 500', apiError(500, { error: { code: 7930201 } })],
    ['no body', apiError(400, 'not json')],
  ])('%s is the generic error', (_label, error) => {
    expect(signInsFailureNotice(error)).toMatchObject({ type: 'error', title: { id: 'ERROR.COMMON_ERROR' } });
  });
});

describe('device list failure (spec 002 §8)', () => {
  it('is the S36_14 warning plus the generic error and the trace id', () => {
    expect(deviceListFailureNotice(apiError(503, undefined, 'trace-9'))).toMatchObject({
      type: 'warning',
      title: { id: 'SIMULATOR.S36_14' },
      description: { id: 'ERROR.COMMON_ERROR' },
      traceId: 'trace-9',
    });
  });
});
