// Login answers for the five demo roles (mirroring the demo seed), for stories and unit tests that
// must not touch the network.
import type { Company, LoginResult, UserInfo } from '@/domain/schemas/auth';
import { DEFAULT_FLIGHT_LIMITS } from '@/domain/flights/flight-limits';

type CommonConfig = Company['config']['commonConfig'];

const FULL: CommonConfig = {
  enableFlightService: true,
  enableTrainService: true,
  isShowBill: true,
  canCreateSubAgency: true,
  settlementCurrency: 'CNY',
};

function company(id: number, name: string, alias: string, proxyLevel: number, commonConfig: CommonConfig, isPlatform = false): Company {
  return {
    id,
    name,
    alias,
    code: alias.toUpperCase(),
    proxyLevel,
    parentId: proxyLevel > 0 ? 2 : null,
    logo: null,
    isPlatform,
    config: { commonConfig, bookingConfig: { hidePnrBooking: false, showOnlyOwnOrders: false, disablePayment: false } },
    special: null,
  };
}

const PLATFORM = company(1, 'Tessera Platform', 'Platform', 0, FULL, true);
const HARBOUR = company(2, 'Harbour Travel', 'Harbour', 0, FULL);
const KOWLOON = company(3, 'Kowloon Tours', 'Kowloon', 1, {
  enableFlightService: true,
  enableTrainService: false,
  isShowBill: false,
  canCreateSubAgency: false,
  settlementCurrency: 'CNY',
});

function user(id: number, username: string, nickname: string, role: UserInfo['role'], agencyId: number, staff = false): UserInfo {
  return {
    id,
    username,
    email: `${username}@tessera.example`,
    nickname,
    role,
    agencyId,
    avatar: null,
    mobile: null,
    areaCode: '86',
    status: 'active',
    flightLimits: DEFAULT_FLIGHT_LIMITS,
    isPlatformStaff: staff,
    outUserId: null,
    mustChangePassword: false,
    config: { defaultRegion: '86', dateFormat: 'yyyy-MM-dd', cities: [], countries: [], passengers: [] },
  };
}

function login(userInfo: UserInfo, c: Company): LoginResult {
  return {
    token: `fake-token-${userInfo.username}`,
    expiresAt: '2099-01-01T00:00:00.000Z',
    userInfo,
    company: c,
    permissions: [],
    websitePrefix: '',
  };
}

export const FAKE_IDENTITIES = {
  platformAdmin: login(user(1, 'admin', 'Platform Admin', ['SuperUser'], 1, true), PLATFORM),
  superUser: login(user(2, 'harbour.super', 'Harbour Super', ['SuperUser'], 2), HARBOUR),
  operator: login(user(3, 'harbour.ops', 'Harbour Operator', ['operator'], 2), HARBOUR),
  finance: login(user(4, 'harbour.finance', 'Harbour Finance', ['finance'], 2), HARBOUR),
  subAgency: login(user(5, 'kowloon.super', 'Kowloon Super', ['SuperUser'], 3), KOWLOON),
} satisfies Record<string, LoginResult>;

export type FakeRole = keyof typeof FAKE_IDENTITIES;
