// The create and edit drawers of a site on Refine's useDrawerForm; an edit reads the site and shows
// the fields the API takes (site-form-values.ts).
import { useDrawerForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Site, SiteInput } from '@/domain/schemas/sites';

export function useSiteDrawer(action: 'create' | 'edit') {
  const { t } = useTranslation();
  return useDrawerForm<Site, HttpError, SiteInput, Site, Site>({
    resource: 'sites',
    action,
    redirect: false,
    successNotification: () => ({ type: 'success', message: t('grid.saved') }),
  });
}

export type SiteDrawerState = ReturnType<typeof useSiteDrawer>;
