import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format/formatDateTime';
import { formatMoney } from '../format/formatMoney';
import { useDisplayPrefs } from '../format/useDisplayPrefs';

/**
 * How billing screens write money and days: amounts (integer cents on the server, served as
 * currency units with 2 decimals) as SPEC §9 writes money in the interface's language, and a
 * 'YYYY-MM-DD' day as a date in the user's locale (the day itself, whatever the time zone).
 */
export function useBillingFormat() {
  const { i18n } = useTranslation();
  const { locale } = useDisplayPrefs();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: (value: number) => formatMoney(value, language),
      day: (day: string | null) =>
        day === null ? null : formatDate(`${day}T12:00:00Z`, { locale, timeZone: 'UTC' }),
    }),
    [language, locale],
  );
}
