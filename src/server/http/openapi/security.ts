// The two ways to call a protected operation, and which operations need one. A route's access
// (config.access) is the one source: public routes say `security: []`, every other route accepts
// either scheme.
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_KEY_SCOPES, apiKeyScopeFor } from '@/domain/access/api-key-scopes';
import type { RouteAccess } from '@/server/access/guard-plugin';
import { API_KEY_HEADER } from '@/server/auth/api-key';

export const SECURITY_SCHEMES = {
  bearerSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token from login or loginWithCode: `Authorization: Bearer <token>`. Sessions expire and end at logout, at a password change elsewhere and at deactivation.',
  },
  agencyApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: `An agency API key (generateAgencyApiKey, shown once); a new key replaces the old one at once. The call acts for the agency's first active SuperUser, but only within the key's scopes (never users, passwords, keys or settings; other operations answer 403 API_KEY_SCOPE):\n${API_KEY_SCOPES.map((s) => `- \`${s.name}\`: ${s.description}`).join('\n')}`,
  },
} satisfies Record<string, OpenAPIV3_1.SecuritySchemeObject>;

// The header the guard reads must be the one the document names (HTTP headers are case-insensitive).
if (SECURITY_SCHEMES.agencyApiKey.name.toLowerCase() !== API_KEY_HEADER) throw new Error('API key header out of step with the guard');

export type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** The scope an API key needs for a route (OpenAPI 3.1 lets a non-OAuth requirement name roles), or none. */
export function apiKeyScopesOf(access: RouteAccess): string[] {
  const scope = apiKeyScopeFor(access.obj, access.act);
  return scope ? [scope] : [];
}

/** Operations no API key may call list the session only. */
export function securityOf(config: { public?: boolean; access?: RouteAccess } | undefined): SecurityRequirement[] {
  if (config?.public || !config?.access) return [];
  const scopes = apiKeyScopesOf(config.access);
  return scopes.length ? [{ bearerSession: [] }, { agencyApiKey: scopes }] : [{ bearerSession: [] }];
}
