import { Outlet } from 'react-router';
import { useAdminColours } from '../../lib/theme/brand-colours.ts';
import { AdminHeader } from './admin-header.tsx';

/**
 * The admin area's frame. For now a header above the page; the sidebar shell (spec admin 2,
 * layout) grows here.
 */
export function AdminLayout() {
  useAdminColours();
  return (
    <div className="flex min-h-dvh flex-col">
      <AdminHeader />
      <main className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
