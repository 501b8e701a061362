import { ApiError, NetworkError, NoRecordError, ResponseShapeError } from '@soc/api';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry: only a transient failure is asked again, once', () => {
  it('retries a server error or a lost connection once', () => {
    const serverError = new ApiError(503, '/x', 't', undefined);
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(1, serverError)).toBe(false);
    expect(shouldRetry(0, new NetworkError('/x', 't', new TypeError('offline')))).toBe(true);
  });
  it('never retries a client error, bad data or an answer that holds no record', () => {
    expect(shouldRetry(0, new ApiError(404, '/x', 't', undefined))).toBe(false);
    expect(shouldRetry(0, new ResponseShapeError('/x', 't', 'bad'))).toBe(false);
    expect(shouldRetry(0, new NoRecordError('/x', 't'))).toBe(false);
  });
  it('never retries a call that ran out of time (it already waited its whole limit)', () => {
    expect(shouldRetry(0, new NetworkError('/x', 't', new DOMException('late', 'TimeoutError'), true))).toBe(false);
  });
});
