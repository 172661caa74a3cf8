import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { VOCABULARY_NAMESPACE, type Notification } from '@farol/model';
import { EntityListPage } from '../lists/EntityListPage';
import type { ListColumn } from '../lists/listColumns';
import { splitList } from './notificationLists';

/** `/notifications`: which events notify, through which channels. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const columns = useMemo<ListColumn<Notification>[]>(
    () => [
      {
        id: 'type',
        header: 'notifications.fields.type',
        value: (item) =>
          t(`${VOCABULARY_NAMESPACE}:events.${item.type}`, { defaultValue: item.type }),
      },
      {
        id: 'description',
        header: 'notifications.fields.description',
        value: (item) => item.description,
      },
      {
        id: 'channels',
        header: 'notifications.fields.channels',
        value: (item) =>
          splitList(item.notificators)
            .map((value) => t(`notifications.channels.${value}`, { defaultValue: value }))
            .join(', '),
      },
      {
        id: 'always',
        header: 'notifications.fields.always',
        value: (item) => (item.always ? t('common.yes') : t('common.no')),
        width: '90px',
        searchable: false,
      },
    ],
    [t],
  );
  return (
    <EntityListPage
      kind="notification"
      base="/notifications"
      texts="notifications"
      columns={columns}
      linkTargets={['device', 'group']}
    />
  );
}
