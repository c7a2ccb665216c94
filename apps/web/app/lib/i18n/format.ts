import { useMemo } from 'react';
import { formatDate, formatDateRange, formatMoney } from '@hotel/shared/language-format';
import { useLang } from './i18n.tsx';

/** The page's language's conventions (decision 0072): `const f = useFormat(); f.money(1280); f.date('2026-11-27')`. */
export function useFormat() {
  const lang = useLang();
  return useMemo(
    () => ({
      money: (amount: number) => formatMoney(amount, lang),
      date: (date: string) => formatDate(date, lang),
      dateRange: (begin: string, end: string) => formatDateRange(begin, end, lang),
    }),
    [lang],
  );
}
