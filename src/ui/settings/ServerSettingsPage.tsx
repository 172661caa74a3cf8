import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { BILLING_KEYS, ServerSettingsForm, type Server } from '@farol/model';
import { BillingFields } from '../billing/BillingFields';
import { useCore } from '../core/CoreContext';
import { useSession } from '../core/hooks';
import { AttributeField } from '../forms/AttributeField';
import { AttributesField } from '../forms/AttributesField';
import { EntityForm, FormRow, FormSection } from '../forms/EntityForm';
import { FormField } from '../forms/FormField';
import { useEntityForm } from '../forms/useEntityForm';
import { SidePanel } from '../layout/SidePanel';
import { MapCentreFields } from './MapCentreFields';
import { PreferenceFields } from './PreferenceFields';
import { RestartServerButton } from './RestartServerButton';

/** Server attributes switched on and off here (companion-api.md §1.6), in screen order. */
export const SERVER_SWITCHES = [
  'tarkan.enableAdvancedPerms',
  'tarkan.enableLockUnlock',
  'tarkan.enableLazyDeletion',
  'tarkan.enableQrDriverId',
  'tarkan.enableEvents',
  'tarkan.enableStops',
  'tarkan.enableBilling',
] as const;
/** Switches on while unset: what the server and the screens do when no one chose (serverSwitchOn). */
const ON_UNLESS_FALSE: readonly string[] = [
  'tarkan.enableLockUnlock',
  'tarkan.enableEvents',
  'tarkan.enableQrDriverId',
];
const OWN_ATTRIBUTES = [
  ...SERVER_SWITCHES,
  'tarkan.deviceLimit',
  'tarkan.lang',
  'web.selectZoom',
  'speedUnit',
  'distanceUnit',
  'volumeUnit',
  'twelveHourFormat',
  ...Object.values(BILLING_KEYS),
];

/** `/server` (administrators): map, registration, access switches and `tarkan.*` features. */
export function ServerSettingsPage() {
  const { t } = useTranslation();
  const server = useSession()?.server;
  const [round, setRound] = useState(0);
  return (
    <SidePanel title={t('settings.server')} wide>
      {server && <ServerEditor key={`${server.id}-${round}`} server={server} onSaved={setRound} />}
    </SidePanel>
  );
}

function ServerEditor({ server, onSaved }: { server: Server; onSaved(round: number): void }) {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const form = useEntityForm<ServerSettingsForm>({
    schema: ServerSettingsForm,
    initial: server,
    save: async (values) => core.saveServer({ server: values }),
    onSaved: () => onSaved(Date.now()),
  });
  return (
    <EntityForm
      form={form}
      onCancel={() => navigate('/home')}
      extraActions={<RestartServerButton />}
    >
      <FormSection title={t('settings.access')}>
        <FormField name="registration" label={t('settings.fields.registration')} />
        <FormField name="readonly" label={t('settings.fields.readonly')} />
        <FormField name="deviceReadonly" label={t('settings.fields.deviceReadonly')} />
        <FormField name="limitCommands" label={t('settings.fields.limitCommands')} />
        <FormField name="forceSettings" label={t('settings.fields.forceSettings')} />
      </FormSection>
      <FormSection title={t('settings.features')}>
        {SERVER_SWITCHES.map((key) => (
          <AttributeField
            key={key}
            attribute={key}
            kind="boolean"
            defaultOn={ON_UNLESS_FALSE.includes(key)}
            label={t(`settings.switches.${key.replace('tarkan.', '')}`)}
          />
        ))}
        <FormRow>
          <AttributeField
            attribute="tarkan.deviceLimit"
            kind="number"
            label={t('settings.fields.deviceLimit')}
            hint={t('settings.deviceLimitHint')}
          />
          <AttributeField
            attribute="web.selectZoom"
            kind="number"
            label={t('settings.fields.selectZoom')}
          />
        </FormRow>
      </FormSection>
      <BillingFields taxId={false} />
      <FormField name="map" label={t('settings.fields.map')} />
      <MapCentreFields />
      <PreferenceFields />
      <AttributesField hidden={OWN_ATTRIBUTES} />
    </EntityForm>
  );
}
