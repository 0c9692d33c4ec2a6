import { Navigate, useLocation } from '../../lib/router/router.tsx';

/**
 * /admin/users (spec admin 2) was a second list of the same people; the team on /admin/staff is
 * their one home now, with each person's roles and permissions in their detail (issue 41). Old links
 * and bookmarks land there, keeping their query (?q=, ?status=) and hash.
 */
export function UsersRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/admin/staff${search}${hash}`} replace />;
}
