import { useMemo } from 'react';
import { useSiteInfo } from '../services';
import { createMoneyFormat, type MoneyFormat } from './money-format';
import { usePreferences } from './PreferencesProvider';

/** Every screen formats prices with this: the chosen display currency and the site's rates. */
export function useMoneyFormat(): MoneyFormat {
  const { currency } = usePreferences();
  const { rateMap } = useSiteInfo();
  return useMemo(() => createMoneyFormat(currency, rateMap), [currency, rateMap]);
}
