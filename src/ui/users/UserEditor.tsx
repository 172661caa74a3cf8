import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { rankOf, resellerOf, UserForm, type User } from '@farol/model';
import { BILLING_FIELD, BillingFields } from '../billing/BillingFields';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { EntityForm } from '../forms/EntityForm';
import { FormTabs } from '../forms/FormTabs';
import { useEntityForm } from '../forms/useEntityForm';
import { LinkedObjects } from '../links/LinkedObjects';
import { PreferenceFields } from '../settings/PreferenceFields';
import { MapCentreFields } from '../settings/MapCentreFields';
import { AttributeField } from '../forms/AttributeField';
import { LoginAsDialog } from './LoginAsDialog';
import { USER_LINK_TARGETS } from './UserBulkActions';
import { UserAccountFields } from './UserAccountFields';
import { UserPermissionFields } from './UserPermissionFields';
import { ResellerFields } from './ResellerFields';
import { formValuesOf, saveFailure, userToSave } from './userFormValues';
import { canLoginAs, userRights } from './userRights';

/** The form of one account: account, preferences, permissions, reseller and linked objects. */
export function UserEditor({ user }: { user: User }) {
  const { t } = useTranslation();
  const core = useCore();
  const session = useSession();
  const viewer = session?.user;
  const [, navigate] = useLocation();
  const [managerId, setManagerId] = useState(0);
  const [loginAs, setLoginAs] = useState(false);
  const back = () => navigate('/users');
  const rights = userRights(session);
  const form = useEntityForm<UserForm>({
    schema: UserForm,
    initial: formValuesOf(user),
    async save(values) {
      try {
        const saved = await core.saveUser({
          ...userToSave(values),
          managerId: managerId || undefined,
        });
        return formValuesOf(saved);
      } catch (error) {
        throw saveFailure(error, user, viewer);
      }
    },
    remove: rights.remove
      ? async (id) => {
          const outcome = await core.deleteUsers({ ids: [id] });
          if (outcome.failed[0]) throw saveFailure(outcome.failed[0].error, user, viewer);
        }
      : undefined,
    onSaved: back,
    onRemoved: back,
  });
  const isNew = user.id === 0;
  // Billing terms are set by whoever bills the account: an administrator or its reseller.
  const billsOthers =
    viewer?.administrator === true || (viewer ? resellerOf(viewer).reseller : false);
  const tabs = [
    {
      id: 'account',
      label: t('userForm.tabs.account'),
      fields: ['name', 'email', 'phone', 'password', 'passwordConfirm', 'expirationTime'],
      content: <UserAccountFields isNew={isNew} managerId={managerId} onManager={setManagerId} />,
    },
    {
      id: 'preferences',
      label: t('userForm.tabs.preferences'),
      fields: ['coordinateFormat', 'latitude', 'longitude', 'zoom'],
      content: (
        <>
          <PreferenceFields />
          <AttributeField
            attribute="twelveHourFormat"
            kind="boolean"
            label={t('userForm.twelveHourFormat')}
          />
          <MapCentreFields />
        </>
      ),
    },
    {
      id: 'permissions',
      label: t('userForm.tabs.permissions'),
      fields: ['deviceLimit', 'userLimit', 'attributes'],
      content: <UserPermissionFields />,
    },
    {
      id: 'reseller',
      label: t('userForm.tabs.reseller'),
      fields: [],
      content: <ResellerFields />,
    },
    ...(billsOthers
      ? [
          {
            id: 'billing',
            label: t('userForm.tabs.billing'),
            fields: [BILLING_FIELD],
            content: <BillingFields taxId />,
          },
        ]
      : []),
    ...(isNew
      ? []
      : [
          {
            id: 'links',
            label: t('userForm.tabs.links'),
            fields: [],
            content: (
              <LinkedObjects owner={{ kind: 'user', id: user.id }} kinds={USER_LINK_TARGETS} />
            ),
          },
        ]),
  ];
  const other = canLoginAs(viewer, { id: user.id, rank: rankOf(user) }) && !isNew;
  return (
    <>
      <EntityForm
        form={form}
        onCancel={back}
        deleteQuestion={t('users.deleteOne', { name: user.name || user.email })}
        extraActions={
          other && (
            <button
              type="button"
              className={`${controls.button} ${controls.ghost}`}
              disabled={form.dirty}
              title={form.dirty ? t('impersonation.saveFirst') : undefined}
              onClick={() => setLoginAs(true)}
            >
              {t('impersonation.action')}
            </button>
          )
        }
      >
        <FormTabs tabs={tabs} label={t('users.edit')} />
      </EntityForm>
      {loginAs && <LoginAsDialog userId={user.id} onClose={() => setLoginAs(false)} />}
    </>
  );
}
