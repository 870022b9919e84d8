// A console menu entry (a Refine resource). Entries are named after their route (src/domain/routes.ts)
// so access control asks casbin about `route:<name>`; groups have no page of their own.
import type { ReactNode } from 'react';

export interface MenuResource {
  name: string;
  /** The page the entry opens; absent for a group. */
  list?: string;
  /** A detail page that belongs to this entry (keeps the entry highlighted there). */
  show?: string;
  meta: {
    /** Translation key in the `common` namespace. */
    labelKey: string;
    icon?: ReactNode;
    /** The group this entry sits under. */
    parent?: string;
  };
}
