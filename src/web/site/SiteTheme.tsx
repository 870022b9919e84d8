// The public pages' accent follows a special agency's colour while its user is logged in, as the
// console's antd theme does (AntdProviders): the site's CSS reads --accent and --on-accent.
import { useEffect } from 'react';
import { useSessionState } from '../services';
import { textOn } from './agency-theme';

const ON_ACCENT = '#10141c';

export function SiteTheme() {
  const colour = useSessionState().session?.company.special?.theme?.colorPrimary;
  useEffect(() => {
    if (!colour) return;
    const style = document.documentElement.style;
    style.setProperty('--accent', colour);
    style.setProperty('--accent-hover', colour);
    style.setProperty('--on-accent', textOn(colour, ON_ACCENT));
    return () => ['--accent', '--accent-hover', '--on-accent'].forEach((name) => style.removeProperty(name));
  }, [colour]);
  return null;
}
