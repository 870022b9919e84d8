// The first Tab stop of every page: "Skip to main content", shown only while focused. It moves focus
// into the page's main region, past the brand, the menu and the header's controls.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusElement, MAIN_ID, mainRegion } from './main-region';

export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainRegion();
    if (!main) return; // the page has no main region yet: the browser follows the fragment
    event.preventDefault();
    focusElement(main);
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip} data-testid="skip-link">
      {t('a11y.skipToMain')}
    </a>
  );
}
