import { mdiAccountCancel, mdiAccountCheck, mdiDeleteOutline } from '@mdi/js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoreError, EntityKind } from '../../worker/types';
import { ConfirmDialog } from '../common/ConfirmDialog';
import controls from '../common/controls.module.css';
import { Icon } from '../common/Icon';
import { useCore } from '../core/CoreContext';
import { BulkLinkButton } from '../links/BulkLinkButton';
import type { UserRights } from './userRights';
import listStyles from '../lists/EntityList.module.css';

/** What accounts can be linked with, from the users list. */
export const USER_LINK_TARGETS: EntityKind[] = [
  'device',
  'group',
  'geofence',
  'notification',
  'driver',
  'calendar',
  'command',
  'computed',
  'maintenance',
];

/** The outcome of a bulk action: the accounts it could not change, with the server's reason. */
export interface BulkOutcome {
  failed: { id: number; error: CoreError }[];
}

/** Disable, enable, link and delete the selected accounts (delete asks first). */
export function UserBulkActions({
  ids,
  rights,
  onDone,
}: {
  ids: number[];
  rights: UserRights;
  /** After each action: what failed (null after a link, which reports its own failure). */
  onDone(outcome: BulkOutcome | null): void;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<BulkOutcome>) => {
    setBusy(true);
    try {
      onDone(await action());
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {rights.edit && (
        <>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            disabled={busy}
            onClick={() => void run(() => core.setUsersDisabled({ ids, disabled: true }))}
          >
            <Icon path={mdiAccountCancel} size={18} />
            {t('users.disable')}
          </button>
          <button
            type="button"
            className={`${controls.button} ${controls.ghost}`}
            disabled={busy}
            onClick={() => void run(() => core.setUsersDisabled({ ids, disabled: false }))}
          >
            <Icon path={mdiAccountCheck} size={18} />
            {t('users.enable')}
          </button>
          <BulkLinkButton
            selected={{ kind: 'user', ids }}
            targets={USER_LINK_TARGETS}
            onDone={() => onDone(null)}
          />
        </>
      )}
      {rights.remove && (
        <button
          type="button"
          className={`${controls.button} ${listStyles.delete}`}
          disabled={busy}
          onClick={() => setAsking(true)}
        >
          <Icon path={mdiDeleteOutline} size={18} />
          {t('list.delete')}
        </button>
      )}
      {asking && (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          text={t('users.deleteMany', { count: ids.length })}
          confirmLabel={t('list.delete')}
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void run(() => core.deleteUsers({ ids }));
          }}
        />
      )}
    </>
  );
}
