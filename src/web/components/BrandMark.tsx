import { useState } from 'react';
import { Link } from 'react-router';
import { useSessionState, useSiteInfo } from '../services';
import { useSiteName } from '../site/useSiteName';
import { BRAND } from '../brand';

/** The tiles drawn when the site has no logo, or its logo fails to load. */
function DrawnMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden focusable="false">
      <rect x="1" y="1" width="12" height="12" rx="2" fill={BRAND.accent} />
      <rect x="15" y="1" width="12" height="12" rx="2" fill={BRAND.text} />
      <rect x="1" y="15" width="12" height="12" rx="2" fill={BRAND.text} />
      <rect x="15" y="15" width="12" height="12" rx="2" fill={BRAND.accent} />
    </svg>
  );
}

/**
 * The site logo (white variant on the dark theme) with the short name; links home. A special
 * agency whose theme asks for it sees its own logo instead.
 */
export function BrandMark({ collapsed = false, testId = 'brand' }: { collapsed?: boolean; testId?: string }) {
  const site = useSiteInfo();
  const { shortName } = useSiteName();
  const agencyLogo = useSessionState().session?.company.special?.logo;
  const logo = agencyLogo || site.whiteLogo || site.logo;
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <Link
      to="/"
      data-testid={testId}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, color: BRAND.text, textDecoration: 'none' }}
    >
      {logo && broken !== logo ? (
        <img
          src={logo}
          alt=""
          width={28}
          height={28}
          data-testid="brand-logo"
          style={{ objectFit: 'contain' }}
          onError={() => setBroken(logo)}
        />
      ) : (
        <DrawnMark />
      )}
      {collapsed ? (
        <span className="visually-hidden">{shortName}</span>
      ) : (
        <strong style={{ fontSize: 18, letterSpacing: 0.3, whiteSpace: 'nowrap' }}>{shortName}</strong>
      )}
    </Link>
  );
}
