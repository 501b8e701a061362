import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { navigateInConsole } from '../console-navigation.ts';

/**
 * The `onNavigate(to)` the app hands every shell and notifications component: in-app paths through
 * the router, hash links and backend or external addresses as `console-navigation.ts` decides.
 */
export function useConsoleNavigate(): (to: string) => void {
  const router = useRouter();
  return useCallback((to: string) => navigateInConsole(router, to), [router]);
}
