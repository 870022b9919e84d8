import { DEFAULT_FLIGHT_LIMITS, type AdminUser, type FlightLimits } from '@/domain/schemas/users';
import type { Role } from '@/domain/access/subject';
import type { UserRow } from '@/server/db/rows';

export function flightLimitsOf(row: Pick<UserRow, 'flightLimits'>): FlightLimits {
  return { ...DEFAULT_FLIGHT_LIMITS, ...(row.flightLimits as Partial<FlightLimits>) };
}

export function userView(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    nickname: row.nickname,
    mobile: row.mobile,
    areaCode: row.areaCode,
    roles: row.roles as Role[],
    status: row.status as AdminUser['status'],
    flightLimits: flightLimitsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Fields compared for the user log; flight limits are compared one by one (flightLimits.ageMin ...). */
export const USER_LOGGED_FIELDS = ['username', 'email', 'nickname', 'mobile', 'areaCode', 'roles', 'status'] as const;
