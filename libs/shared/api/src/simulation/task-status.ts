import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { request } from '../client/request.ts';
import { simulationKeys } from './keys.ts';

const TASK_STATUS_PATH = '/public/ptp/n1-simulations/v1/task-status';

/** Spec 002 §3: the task status' server fields are "not shown", so the object is passed on unread. */
export const taskStatusSchema = z.pipe(
  z.looseObject({ data: z.looseObject({ data: z.record(z.string(), z.unknown()) }) }),
  z.transform((v) => v.data.data),
);
export type TaskStatus = z.output<typeof taskStatusSchema>;

export function getSimulationTaskStatus(): Promise<TaskStatus> {
  return request({ path: TASK_STATUS_PATH, schema: taskStatusSchema });
}

export const taskStatusQueryOptions = () =>
  // Spec 002 §8: a failure only clears loading, so retrying would just hold the slide in its loading state.
  queryOptions({ queryKey: simulationKeys.taskStatus(), queryFn: getSimulationTaskStatus, retry: false, staleTime: 0 });
