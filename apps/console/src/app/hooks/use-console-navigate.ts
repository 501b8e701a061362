import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { navigateInConsole } from '../console-navigation.ts';

type ConsoleNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * The `onNavigate(to)` the app hands every shell and notifications component: in-app paths through
 * the router, hash links and backend or external addresses as `console-navigation.ts` decides.
 */
export function useConsoleNavigate(): ConsoleNavigate {
  const router = useRouter();
  return useCallback<ConsoleNavigate>((to, options) => navigateInConsole(router, to, options), [router]);
}
