// The attributes casbin rules read (access/policy.csv). Built the same way on server and browser
// from the identity the login answer carries, so both sides decide identically.
export type Role = 'operator' | 'finance' | 'SuperUser';
export const ROLES = ['operator', 'finance', 'SuperUser'] as const satisfies readonly Role[];

export interface CompanyCommonConfig {
  enableTrainService: boolean;
  enableFlightService: boolean;
  isShowBill: boolean;
  canCreateSubAgency: boolean;
  settlementCurrency: string;
}

export interface IdentityInput {
  roles: readonly string[];
  permissions: readonly string[];
  isPlatformStaff: boolean;
  company: { proxyLevel: number; config: { commonConfig: CompanyCommonConfig } };
}

export interface AccessSubject {
  loggedIn: boolean;
  staff: boolean;
  operator: boolean;
  finance: boolean;
  superUser: boolean;
  flight: boolean;
  train: boolean;
  proxyLevel: number;
  showBill: boolean;
  canCreateSubAgency: boolean;
  permissions: readonly string[];
}

export const ANONYMOUS: AccessSubject = Object.freeze({
  loggedIn: false,
  staff: false,
  operator: false,
  finance: false,
  superUser: false,
  flight: false,
  train: false,
  proxyLevel: -1,
  showBill: false,
  canCreateSubAgency: false,
  permissions: Object.freeze([]) as readonly string[],
});

export function subjectFor(identity: IdentityInput): AccessSubject {
  const flags = identity.company.config.commonConfig;
  return {
    loggedIn: true,
    staff: identity.isPlatformStaff,
    operator: identity.roles.includes('operator'),
    finance: identity.roles.includes('finance'),
    superUser: identity.roles.includes('SuperUser'),
    flight: flags.enableFlightService,
    train: flags.enableTrainService,
    proxyLevel: identity.company.proxyLevel,
    showBill: flags.isShowBill,
    canCreateSubAgency: flags.canCreateSubAgency,
    permissions: identity.permissions,
  };
}

/** Passes if the list is empty or holds `all`, or shares any required entry. */
export function hasPermission(subject: Pick<AccessSubject, 'permissions'>, ...required: string[]): boolean {
  const held = subject.permissions;
  if (held.length === 0 || held.includes('all')) return true;
  return required.some((p) => held.includes(p));
}
