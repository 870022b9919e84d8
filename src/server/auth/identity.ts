// An identity is a user with its agency: what every authorised request carries and what login answers.
import { eq } from 'drizzle-orm';
import type { SessionInfo } from '@/domain/schemas/auth';
import { DATE_FORMATS } from '@/domain/schemas/auth';
import { defaultRegionOf } from '@/domain/phone-regions';
import { subjectFor, type AccessSubject, type Role } from '@/domain/access/subject';
import type { Db } from '../db/client';
import { agencies, users } from '../db/schema';
import type { AgencyRow, UserRow } from '@/server/db/rows';
import { settingsOf } from '../agencies/settings';
import { flightLimitsOf } from '../users/view';

export interface Identity {
  user: UserRow;
  agency: AgencyRow;
  subject: AccessSubject;
  sessionId?: number;
  /** How the caller proved itself: a login session, or the agency's API key (acting as its SuperUser). */
  via?: 'session' | 'api-key';
}

export function identityOf(user: UserRow, agency: AgencyRow, sessionId?: number): Identity {
  return {
    user,
    agency,
    sessionId,
    subject: subjectFor({
      roles: user.roles,
      permissions: user.permissions,
      isPlatformStaff: user.isPlatformStaff,
      company: { proxyLevel: agency.proxyLevel, config: { commonConfig: agency.commonConfig } },
    }),
  };
}

export async function loadIdentity(db: Db, userId: number): Promise<Identity | undefined> {
  const [row] = await db
    .select({ user: users, agency: agencies })
    .from(users)
    .innerJoin(agencies, eq(users.agencyId, agencies.id))
    .where(eq(users.id, userId));
  return row ? identityOf(row.user, row.agency) : undefined;
}

/** The session answer; `websitePrefix` is looked up by the caller (site-of-agency.ts) when it is sent. */
export function sessionInfo(identity: Identity, websitePrefix = ''): SessionInfo {
  const { user, agency } = identity;
  return {
    userInfo: {
      id: user.id,
      username: user.username,
      email: user.email,
      nickname: user.nickname,
      role: user.roles as Role[],
      agencyId: user.agencyId,
      avatar: user.avatar,
      mobile: user.mobile,
      areaCode: user.areaCode,
      status: user.status as 'active' | 'inactive' | 'testing',
      isPlatformStaff: user.isPlatformStaff,
      outUserId: user.outUserId,
      mustChangePassword: user.passwordMustChange,
      config: {
        // The stored area code means something only beside a mobile number (the column defaults to 86).
        defaultRegion: defaultRegionOf(
          { configured: user.config.defaultRegion, areaCode: user.mobile ? user.areaCode : null },
          agency.contactPhone,
        ),
        dateFormat: user.config.dateFormat ?? DATE_FORMATS[0],
        language: user.config.language,
        currency: user.config.currency,
        cities: user.config.cities ?? [],
        countries: user.config.countries ?? [],
        passengers: user.config.passengers ?? [],
      },
      flightLimits: flightLimitsOf(user),
    },
    company: {
      id: agency.id,
      name: agency.name,
      alias: agency.alias,
      code: agency.code,
      proxyLevel: agency.proxyLevel,
      parentId: agency.parentId,
      logo: agency.logo,
      isPlatform: agency.isPlatform,
      config: { commonConfig: agency.commonConfig, bookingConfig: bookingConfigOf(agency) },
      special: agency.special ? { ...agency.special, logo: agency.special.theme?.useAgencyLogo ? agency.logo : null } : null,
    },
    permissions: user.permissions,
    websitePrefix,
  };
}

/** The agency settings the booking screens follow; the server enforces each of them as well. */
function bookingConfigOf(agency: AgencyRow): SessionInfo['company']['config']['bookingConfig'] {
  const { hidePnrBooking, showOnlyOwnOrders, disablePayment } = settingsOf(agency).general;
  return { hidePnrBooking, showOnlyOwnOrders, disablePayment };
}
