import { request } from './api';
import { clearToken } from './auth';

/**
 * Ends the admin's session on the server too, so a copied token stops working, and signs out here
 * whatever the answer (offline, already expired).
 */
export async function signOut(): Promise<void> {
  await request('/auth/logout', { method: 'POST', timeoutMs: 3000 }).catch(() => undefined);
  clearToken();
}
