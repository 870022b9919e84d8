// Users of an agency (User, per-user flight limits; username, e-mail, role rules).
import { z } from 'zod';
import { text } from '@/domain/schemas/text';
import { passwordProblem } from '../password-rules';
import { newPasswordSchema, roleSchema, USERNAME_PATTERN, userStatusSchema } from './auth';
import { flightLimitsSchema } from '../flights/flight-limits';
import { whenFieldsPassed } from '@/domain/schemas/when-fields-passed';

export * from '../flights/flight-limits';

const roles = z.array(roleSchema).min(1, { message: 'roleRequired' }).max(3);
const nickname = text().trim().max(64).nullable().optional();
const mobile = text()
  .trim()
  .regex(/^\d{4,20}$/, { message: 'mobile' })
  .nullable()
  .optional();
const areaCode = text()
  .trim()
  .regex(/^\d{1,4}$/, { message: 'areaCode' });

export const createUserSchema = z
  .object({
    username: text().trim().regex(USERNAME_PATTERN, { message: 'username' }),
    email: z.email().max(254),
    nickname,
    mobile,
    areaCode: areaCode.optional(),
    roles,
    status: userStatusSchema.optional(),
    /** Omitted: a random password is generated and shown once. */
    password: newPasswordSchema.optional(),
    flightLimits: flightLimitsSchema.optional(),
  })
  .strict()
  .refine((v) => v.password === undefined || passwordProblem(v.password, v.username) !== 'passwordIsUsername', {
    ...whenFieldsPassed,
    path: ['password'],
    message: 'passwordIsUsername',
  });
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z
  .object({
    /** The e-mail cannot be changed; sending it (even unchanged) is refused with that reason. */
    email: z.never({ message: 'emailFixed' }).optional(),
    username: z.never({ message: 'usernameFixed' }).optional(),
    nickname,
    mobile,
    areaCode: areaCode.optional(),
    roles: roles.optional(),
    status: userStatusSchema.optional(),
    flightLimits: flightLimitsSchema.optional(),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: text(),
  email: text(),
  nickname: text().nullable(),
  mobile: text().nullable(),
  areaCode: text(),
  roles: z.array(roleSchema),
  status: userStatusSchema,
  flightLimits: flightLimitsSchema,
  createdAt: text(),
  updatedAt: text(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const USER_SORT_FIELDS = ['id', 'username', 'email', 'nickname', 'status', 'createdAt'] as const;

export const userListFilterSchema = z.object({
  username_like: text().trim().max(64).optional(),
  email_like: text().trim().max(254).optional(),
  nickname_like: text().trim().max(64).optional(),
  status: userStatusSchema.optional(),
  role: roleSchema.optional(),
});

export const createdUserSchema = z.object({ user: adminUserSchema, password: text().nullable() });
