// Row types of the tables many areas read (identity, agencies, users, wallet): declared once next to
// the schema so an area that only needs the shape does not import another area's module for it.
import type { agencies, users } from './schema';

export type AgencyRow = typeof agencies.$inferSelect;
export type UserRow = typeof users.$inferSelect;
