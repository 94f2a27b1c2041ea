import { Navigate } from 'react-router';
import { useSessionUser } from '../lib/auth';
import { getFallbackPath } from '../lib/authorization';

/** Any signed-in path outside the route sets: the role's fallback page. */
export function RoleFallback() {
  const user = useSessionUser();
  return <Navigate to={getFallbackPath(user)} replace />;
}
