// The branding tab edits flat fields; the API takes { siteId, special } with nested theme. "Special"
// off sends null (an ordinary agency); "theme" off sends a special agency without colours.
import type { AgencyBranding } from '@/domain/schemas/agency-branding';
import type { Language } from '@/domain/schemas/common';

export interface BrandingForm {
  /** 0: the default site (the Select cannot hold null). */
  siteId: number;
  special: boolean;
  themed: boolean;
  colorPrimary: string;
  colorLink: string;
  useAgencyLogo: boolean;
  /** '': no forced language. */
  forcedLocale: Language | '';
  suppressLoginMessage: boolean;
}

export const DEFAULT_PRIMARY = '#e8a93a';

export function brandingToForm(branding: AgencyBranding): BrandingForm {
  const special = branding.special;
  return {
    siteId: branding.siteId ?? 0,
    special: special !== null,
    themed: Boolean(special?.theme),
    colorPrimary: special?.theme?.colorPrimary ?? DEFAULT_PRIMARY,
    colorLink: special?.theme?.colorLink ?? '',
    useAgencyLogo: special?.theme?.useAgencyLogo ?? false,
    forcedLocale: special?.forcedLocale ?? '',
    suppressLoginMessage: special?.suppressLoginMessage ?? false,
  };
}

export function brandingFromForm(form: BrandingForm): AgencyBranding {
  const siteId = form.siteId || null;
  if (!form.special) return { siteId, special: null };
  return {
    siteId,
    special: {
      theme: form.themed
        ? {
            colorPrimary: form.colorPrimary.toLowerCase(),
            ...(form.colorLink ? { colorLink: form.colorLink.toLowerCase() } : {}),
            useAgencyLogo: form.useAgencyLogo,
          }
        : null,
      forcedLocale: form.forcedLocale || null,
      suppressLoginMessage: form.suppressLoginMessage,
    },
  };
}
