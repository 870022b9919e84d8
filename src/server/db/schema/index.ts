// The database schema, one file per business area. drizzle-kit reads this folder and writes one
// migrations folder (../migrations) applied alike to PGlite and PostgreSQL.
export * from './sites';
export * from './foundation';
export * from './administration';
export * from './money';
export * from './flights';
export * from './orders';
export * from './groups';
export * from './trains';
export * from './applications';
export * from './chat';
export * from './partners';
export * from './payment-providers';
export * from './operations';
