// replaceAgencySettings takes the settings, or the answer of getAgencySettings as it came
// ({agencyId, settings}), so a client can read, change a field and write back without reshaping.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';

function isWrapped(body: unknown): body is { agencyId?: unknown; settings: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.includes('settings') && keys.every((key) => key === 'settings' || key === 'agencyId');
}

/** preValidation: unwraps the read answer; its agencyId, when sent, must be the agency in the path. */
export async function unwrapSettingsBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!isWrapped(body)) return;
  const { id } = request.params as { id?: string };
  if (body.agencyId !== undefined && String(body.agencyId) !== String(id)) {
    throw new ApiError('VALIDATION', { fields: 'agencyId' }, [{ field: 'agencyId', message: 'agencyMismatch' }]);
  }
  request.body = body.settings;
}
