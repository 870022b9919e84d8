// A declaration as Refine wants it: `name` is the API path the data provider calls (simple-rest joins
// it onto /api), `identifier` the name hooks, buttons and the access control provider use.
import type { ResourceProps } from '@refinedev/core';
import type { ConsoleEntry } from '@resources';
import { menuIcon } from '@/web/layout/menu-icons';

export function toRefineResource(entry: ConsoleEntry, label: string): ResourceProps {
  if (entry.kind === 'group') return { name: entry.name, meta: { label, icon: menuIcon(entry.icon) } };
  return {
    name: entry.api?.path ?? entry.name,
    identifier: entry.name,
    list: entry.pages?.list,
    show: entry.pages?.show,
    create: entry.pages?.create,
    edit: entry.pages?.edit,
    meta: {
      label,
      icon: menuIcon(entry.icon),
      parent: entry.parent,
      hide: entry.hideInMenu || !entry.pages?.list,
      canDelete: !!entry.api?.actions?.delete,
    },
  };
}
