import { AdminTokenCard } from './admin-token-card';
import { isUnauthorized, useAdminStatus } from './api';

/** Shows the admin-token field only when the server refused the admin status for want of it. */
export function AdminTokenGate() {
  const status = useAdminStatus();
  return isUnauthorized(status.error) ? <AdminTokenCard /> : null;
}
