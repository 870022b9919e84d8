// The two ways to call a protected operation, and which operations need one. A route's access
// (config.access) is the one source: public routes say `security: []`, every other route accepts
// either scheme.
import type { OpenAPIV3_1 } from 'openapi-types';
import type { RouteAccess } from '@/server/access/guard-plugin';
import { API_KEY_HEADER } from '@/server/auth/api-key';

export const SECURITY_SCHEMES = {
  bearerSession: {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token from login or loginWithCode: `Authorization: Bearer <token>`. Sessions expire and end at logout, at a password change elsewhere and at deactivation.',
  },
  agencyApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: "An agency API key (generateAgencyApiKey, shown once). The call acts as the agency's first active SuperUser, with the same access policy and scope; a new key replaces the old one at once.",
  },
} satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

// The header the guard reads must be the one the document names (HTTP headers are case-insensitive).
if (SECURITY_SCHEMES.agencyApiKey.name.toLowerCase() !== API_KEY_HEADER) throw new Error('API key header out of step with the guard');

export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/**
 * The roles an API key needs for a route. OpenAPI 3.1 lets a non-OAuth requirement list role names;
 * API keys currently carry the whole SuperUser policy, so the list is empty. When keys carry
 * scopes, return the scope this access maps to here: the whole document follows.
 */
export function apiKeyScopesOf(_access: RouteAccess): string[] {
  return [];
}

export function securityOf(config: { public?: boolean; access?: RouteAccess } | undefined): SecurityRequirement[] {
  if (config?.public || !config?.access) return [];
  return [{ bearerSession: [] }, { agencyApiKey: apiKeyScopesOf(config.access) }];
}
