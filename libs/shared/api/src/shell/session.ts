import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { dataOrSelf, optBool, optNumber, optObject } from '../client/schema.ts';
import { shellKeys } from './keys.ts';

const sessionInfoSchema = z.looseObject({
  timeoutLeft: optObject({ idleTimeoutLeft: optNumber, sessionTimeoutLeft: optNumber }),
  isFoundation: optBool,
});
export type SessionInfo = z.output<typeof sessionInfoSchema>;

export function getSession(): Promise<SessionInfo> {
  return request({ path: v3('session'), schema: dataOrSelf(sessionInfoSchema) });
}

export const sessionQueryOptions = () => queryOptions({ queryKey: shellKeys.session(), queryFn: getSession });
