// The console's resources: their declarations (registry), the route table derived from them
// (routes), and how a resource is declared (define).
export * from './registry';
export * from './routes';
export type { MenuIconName } from './menu-icons';
