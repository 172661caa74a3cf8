import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../core/hooks';
import { displayPrefsOf, type DisplayPrefs } from './displayPrefs';

/** The signed-in user's display preferences, in the interface's language. */
export function useDisplayPrefs(): DisplayPrefs {
  const { i18n } = useTranslation();
  const session = useSession();
  return useMemo(
    () => displayPrefsOf(i18n.language, session?.user, session?.server),
    [i18n.language, session?.user, session?.server],
  );
}
