import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConsoleNavigate } from '../app/hooks/use-console-navigate.ts';
import { withPageIndependentParams } from '../app/search-params.ts';

/** Any unknown path goes to the root (spec 000 §2.12), keeping an open panel of the address. */
export function NotFoundRedirect() {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const navigate = useConsoleNavigate();
  useEffect(() => navigate(withPageIndependentParams('/', searchStr), { replace: true }), [navigate, searchStr]);
  return null;
}
