// The platform's figures (suppliers, years, since when) as a description list, on the home and About pages.
import { useTranslation } from 'react-i18next';

const FIGURES = ['suppliers', 'experience', 'since'] as const;

export function Figures() {
  const { t } = useTranslation();
  return (
    <dl className="site-figures">
      {FIGURES.map((key) => (
        <div key={key}>
          <dt>{t(`home.figures.${key}.label`)}</dt>
          <dd>{t(`home.figures.${key}.value`)}</dd>
        </div>
      ))}
    </dl>
  );
}
