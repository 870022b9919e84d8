// How a console resource is declared: once, with its API binding, its pages, its menu entry and the
// access each needs. Routes, the menu, page guards, button access, landing and the route x identity
// matrix test are all derived from these declarations (resources/index.ts).
import type { MenuIconName } from './menu-icons';

export type PageKind = 'list' | 'show' | 'create' | 'edit';
/** What casbin checks on an API object: reading, changing, or the few changes kept for a SuperUser. */
export type ApiAct = 'read' | 'write' | 'admin';

export interface ApiBinding {
  /** Path under /api that the data provider reads and writes (simple-rest), e.g. 'base/v2/users'. */
  path: string;
  /** The casbin object the server checks on that path, e.g. 'api:users'. */
  object: `api:${string}`;
  /**
   * Actions beyond Refine's own (list/show read; create/edit/delete write) and the act each needs,
   * e.g. `{ resetPassword: 'write', delete: 'admin' }`. An action not listed is refused.
   */
  actions?: Readonly<Record<string, ApiAct | ApiGrant>>;
}

/** An action guarded by another casbin object than the resource's own (an order's lock). */
export interface ApiGrant {
  object: `api:${string}`;
  act: ApiAct;
}

/** Rows a list page shows at a time unless its declaration says otherwise. */
export const LIST_PAGE_SIZE = 20;

/**
 * How a resource's list page first reads it: its sort and page size (filters come from the address).
 * Declared here rather than in the page so the console can start that read as soon as the address is
 * opened, before the page's code has loaded (src/web/data/early-list-read.ts). Only a list page that
 * reads exactly this (no fixed filters) may declare it.
 */
export interface ListRead {
  sorters: readonly { field: string; order: 'asc' | 'desc' }[];
  pageSize?: number;
}

export interface PageAccess {
  /** 'public': anyone, logged in or not; 'casbin': logged in and allowed `route:<route name>` / view. */
  pages: 'public' | 'casbin';
}

export interface ResourceInput {
  /** Refine identifier, the route name of the list page, and the key of the menu entry. */
  name: string;
  api?: ApiBinding;
  /** The list page's first read (needs `api` and a list page). */
  list?: ListRead;
  /** Page paths by Refine action; route names are derived (list: name, show: name-id, ...). */
  pages?: Partial<Record<PageKind, string>>;
  /** Pages of this resource that are not a Refine action (a booking's confirm step), named. */
  extraPages?: readonly { name: string; path: string }[];
  access: PageAccess;
  /** 'bare' pages stand alone (home, legal); the rest sit in the console frame. */
  layout?: 'console' | 'bare';
  /** Translation key (common namespace) of the menu label and page title. */
  labelKey: string;
  icon?: MenuIconName;
  /** The menu group this entry sits under. */
  parent?: string;
  /**
   * The company service these pages belong to. With the service off in the company's flags the
   * pages are refused at once, from the session, before the access rules load or any read leaves.
   */
  service?: 'flight' | 'train';
  /** Has pages but no menu entry (a detail reached from a list, the public site). */
  hideInMenu?: boolean;
}

export interface ResourceDeclaration extends ResourceInput {
  kind: 'resource';
  layout: 'console' | 'bare';
}

export interface MenuGroup {
  kind: 'group';
  name: string;
  labelKey: string;
  icon?: MenuIconName;
}

export type ConsoleEntry = ResourceDeclaration | MenuGroup;

const ROUTE_SUFFIX: Record<PageKind, string> = { list: '', show: '-id', create: '-create', edit: '-edit' };

/** The route name of one of a resource's pages (the casbin object is `route:<that name>`). */
export function routeNameOf(resource: string, kind: PageKind): string {
  return resource + ROUTE_SUFFIX[kind];
}

/**
 * Declares a resource. Like a server route without `access` or `public`, a declaration that does not
 * say who may open its pages, or binds an API without the casbin object guarding it, is refused at
 * load: nothing reaches the menu or the router unguarded.
 */
export function defineResource(input: ResourceInput): ResourceDeclaration {
  const pages = input.access?.pages;
  if (pages !== 'public' && pages !== 'casbin') {
    throw new Error(`resource ${input.name}: access.pages must be 'public' or 'casbin'`);
  }
  if (input.api && !/^api:[a-z0-9-]+$/.test(input.api.object ?? '')) {
    throw new Error(`resource ${input.name}: its API binding needs the casbin object guarding it (api:<name>)`);
  }
  if (input.api && (!input.api.path || input.api.path.startsWith('/'))) {
    throw new Error(`resource ${input.name}: api.path is relative to /api, without a leading slash`);
  }
  if (input.list && (!input.api || !input.pages?.list)) {
    throw new Error(`resource ${input.name}: a list read needs an API binding and a list page`);
  }
  if (!input.pages && !input.extraPages && !input.api) {
    throw new Error(`resource ${input.name}: declares neither pages nor an API binding`);
  }
  return { ...input, kind: 'resource', layout: input.layout ?? 'console' };
}

export function defineMenuGroup(group: Omit<MenuGroup, 'kind'>): MenuGroup {
  return { ...group, kind: 'group' };
}
