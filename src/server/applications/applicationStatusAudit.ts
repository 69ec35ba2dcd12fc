import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/auditLog';

interface Application {
  id: number;
  status: string;
}

/**
 * Logs a contact request's or an investor application's new processing status as its own act
 * (`status`, "new → in_progress"); a save that left the status alone is an ordinary update.
 */
export async function recordStatusChange(
  request: FastifyRequest,
  resource: 'contacts' | 'investors',
  before: Application,
  after: Application,
): Promise<void> {
  if (before.status === after.status) return;
  await recordAudit(request, {
    action: 'status',
    resource,
    recordId: after.id,
    event: { kind: 'status_changed', from: before.status, to: after.status },
  });
}
