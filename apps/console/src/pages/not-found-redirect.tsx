import { Navigate } from '@tanstack/react-router';

/** Any unknown path goes to the root (spec 000 §2.12). */
export function NotFoundRedirect() {
  return <Navigate to="/" replace />;
}
