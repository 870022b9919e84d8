import { area } from '../operation-doc';
import type { ErrorCodeName } from '@/domain/errors';

const ENTRY_ERRORS: ErrorCodeName[] = [
  'PARTNER_UNKNOWN',
  'PARTNER_TIMESTAMP_INVALID',
  'PARTNER_SIGNATURE_INVALID',
  'PARTNER_SIGNATURE_REPLAYED',
  'PARTNER_TOKEN_INVALID',
  'ACCOUNT_DISABLED',
  'WEBSITE_ACCESS_DENIED',
  'SITE_WRONG_HOST',
];

export const partnerOperations = {
  ...area('partners', {
    'POST /api/base/v2/single-login': [
      'partnerSingleLogin',
      'Partner single-login',
      'A partner platform logs one of its users in. `code` is the integration key id, `timestamp` Unix seconds (within 5 minutes of the server clock), `signature` the hex HMAC-SHA256 under the integration secret of the other parameters sorted by name as `key=value` joined with `&`; each signature is accepted once. The optional `token` is hex of AES-256-GCM (12-byte iv, ciphertext, 16-byte tag) under HKDF-SHA256(secret, info "tessera partner token v1") and carries the user\'s nickname, openId, outUserId, userLevel, userPhone and region. The first entry creates the partner user in the integration\'s agency with its role; later ones update it. Answers exactly what a password login answers. Rate-limited like login. See docs/partners.md.',
      ENTRY_ERRORS,
    ],
    'GET /api/base/v2/me/embed': [
      'getEmbedParents',
      'Embedded console parents',
      'The origins allowed to frame the caller\'s console and post it payment results: those of the enabled partner integration the caller entered through (empty for anyone else). See docs/partners.md, "Embedding".',
    ],
    'GET /api/base/v2/partners': [
      'listPartnerIntegrations',
      'List partner integrations',
      'Platform staff: every partner integration with its agency, key id, role and whether the previous secret still verifies.',
    ],
    'GET /api/base/v2/partners/:id': ['getPartnerIntegration', 'Get a partner integration', 'One partner integration (never its secret).'],
    'POST /api/base/v2/partners': [
      'createPartnerIntegration',
      'Create a partner integration',
      'Issues a key id and a secret for an agency; the secret is in this answer only. The role is operator or SuperUser. `embedOrigins` lists the origins allowed to frame the console (scheme, host and optional port; a leading `*.` allows subdomains; at most 20).',
    ],
    'PATCH /api/base/v2/partners/:id': [
      'updatePartnerIntegration',
      'Change a partner integration',
      'Renames it, changes the role later entries grant, its frame origins, or enables and disables it (a disabled integration refuses every entry and no longer frames the console).',
    ],
    'POST /api/base/v2/partners/:id/rotate': [
      'rotatePartnerSecret',
      'Rotate a partner secret',
      'Issues a new secret (in this answer only); the previous one keeps verifying for 24 hours so the partner can switch without refused entries.',
    ],
    'POST /api/base/v2/partners/:id/test-link': [
      'makePartnerTestLink',
      'Make a partner test link',
      'A console link `/partner-entry?code=..&signature=..&timestamp=..&userid=..` signed with the current secret, valid 5 minutes and once, for trying the integration as that partner user id.',
    ],
  }),
};
