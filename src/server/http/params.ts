import { z } from 'zod';

/** `:id` of a row: a positive 32-bit integer; anything else is a 400, an unknown one a 404. */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
