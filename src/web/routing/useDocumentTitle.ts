import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@resources';
import { useSiteName } from '../site/useSiteName';

/** SPEC 2: the title is the route's label, or the site's short name where a route has none (home). */
export function useDocumentTitle(route: RouteDef | undefined): void {
  const { t, i18n } = useTranslation();
  const { shortName } = useSiteName();
  const key = route && route.name !== 'index' ? `routes.${route.name}` : null;
  useEffect(() => {
    document.title = key && i18n.exists(key) ? `${t(key)} · ${shortName}` : shortName;
  }, [key, shortName, t, i18n]);
}
