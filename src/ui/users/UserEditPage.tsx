import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { EditTargetPanel } from '../forms/EditTargetPanel';
import type { EditTarget } from '../forms/useEditTarget';
import { UserEditor } from './UserEditor';

/** A new account's starting values: Traccar's defaults. */
export const BLANK_USER: User = {
  id: 0,
  attributes: {},
  name: '',
  login: null,
  email: '',
  phone: null,
  readonly: false,
  administrator: false,
  map: null,
  latitude: 0,
  longitude: 0,
  zoom: 0,
  coordinateFormat: null,
  disabled: false,
  expirationTime: null,
  deviceLimit: -1,
  userLimit: 0,
  deviceReadonly: false,
  limitCommands: false,
  disableReports: false,
  fixedEmail: false,
  poiLayer: null,
  totpKey: null,
  temporary: false,
  password: null,
};

/** The account a route names: `new`, or one the worker holds (or the server shows). */
function useUserTarget(routeId: string): EditTarget<User> {
  const core = useCore();
  const [target, setTarget] = useState<EditTarget<User>>(
    routeId === 'new' ? { state: 'ready', entity: BLANK_USER } : { state: 'loading', entity: null },
  );
  useEffect(() => {
    if (routeId === 'new') return setTarget({ state: 'ready', entity: BLANK_USER });
    const id = Number(routeId);
    if (!Number.isInteger(id) || id <= 0) return setTarget({ state: 'missing', entity: null });
    let live = true;
    setTarget({ state: 'loading', entity: null });
    core.userById({ id }).then(
      (user) =>
        live &&
        setTarget(user ? { state: 'ready', entity: user } : { state: 'missing', entity: null }),
      () => live && setTarget({ state: 'failed', entity: null }),
    );
    return () => {
      live = false;
    };
  }, [core, routeId]);
  return target;
}

/** `/users/new` and `/users/{id}`: an account in tabs (SPEC §2 user form). */
export function UserEditPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  const target = useUserTarget(params.id);
  const title = params.id === 'new' ? t('users.create') : t('users.edit');
  return (
    <EditTargetPanel target={target} title={title} back="/users">
      {(user) => <UserEditor key={user.id} user={user} />}
    </EditTargetPanel>
  );
}
