import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@farol/model';
import type { CoreError } from '../../worker/types';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { EntityForm, FormRow } from '../forms/EntityForm';
import { useMessageText } from '../forms/FormContext';
import { FormField } from '../forms/FormField';
import { SecretField } from './SecretField';
import { useIntegrationForm } from './useIntegrationForm';
import styles from './Billing.module.css';

interface FormProps {
  integration: Integration;
  onSaved(saved: Integration): void;
  onCancel(): void;
}

const isSet = (integration: Integration, name: string) => integration.secretNames.includes(name);

/** The payment provider (Asaas-shaped): account e-mail, API token, sandbox, webhook token. */
export function PaymentIntegrationForm({ integration, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useIntegrationForm('payment', integration, onSaved);
  const webhook = integration.webhookPath && `${window.location.origin}${integration.webhookPath}`;
  return (
    <EntityForm form={form} onCancel={onCancel}>
      <FormField name="enabled" label={t('integrations.enabled')} />
      <FormField name="email" label={t('integrations.payment.email')} type="email" />
      <SecretField
        name="token"
        label={t('integrations.payment.token')}
        set={isSet(integration, 'token')}
      />
      <FormField
        name="sandbox"
        label={t('integrations.payment.sandbox')}
        hint={t('integrations.payment.sandboxHint')}
      />
      <SecretField
        name="webhookToken"
        label={t('integrations.payment.webhookToken')}
        set={isSet(integration, 'webhookToken')}
      />
      {webhook && (
        <p className={styles.amountSub}>
          {t('integrations.payment.webhookUrl')} <span className={styles.webhook}>{webhook}</span>
        </p>
      )}
    </EntityForm>
  );
}

/** SMTP for billing's mails, with a "send test" through what is saved. */
export function EmailIntegrationForm({ integration, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const core = useCore();
  const text = useMessageText();
  const form = useIntegrationForm('email', integration, onSaved);
  const [test, setTest] = useState<{ ok: boolean; text: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const sendTest = async () => {
    setTesting(true);
    setTest(null);
    try {
      const { to } = await core.testEmailIntegration({});
      setTest({ ok: true, text: t('integrations.email.testSent', { to }) });
    } catch (error) {
      const failure = error as Partial<CoreError>;
      const reason = failure.message || text(failure.code ?? 'unknown');
      setTest({ ok: false, text: t('integrations.email.testFailed', { reason }) });
    } finally {
      setTesting(false);
    }
  };
  return (
    <EntityForm
      form={form}
      onCancel={onCancel}
      extraActions={
        <button
          type="button"
          className={`${controls.button} ${controls.ghost}`}
          disabled={form.dirty || form.busy || testing}
          title={form.dirty ? t('integrations.email.saveFirst') : undefined}
          onClick={() => void sendTest()}
        >
          {testing ? t('integrations.email.testing') : t('integrations.email.test')}
        </button>
      }
    >
      {test && (
        <p className={test.ok ? styles.ok : controls.alert} role={test.ok ? 'status' : 'alert'}>
          {test.text}
        </p>
      )}
      <FormField name="enabled" label={t('integrations.enabled')} />
      <FormRow>
        <FormField name="host" label={t('integrations.email.host')} />
        <FormField name="port" label={t('integrations.email.port')} />
      </FormRow>
      <FormField name="username" label={t('integrations.email.username')} />
      <SecretField
        name="password"
        label={t('integrations.email.password')}
        set={isSet(integration, 'password')}
      />
      <FormRow>
        <FormField name="from" label={t('integrations.email.from')} type="email" />
        <FormField name="fromName" label={t('integrations.email.fromName')} />
      </FormRow>
    </EntityForm>
  );
}

/** How invoices reach customers: mailed with their payment link when issued. */
export function InvoiceIntegrationForm({ integration, onSaved, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useIntegrationForm('invoice', integration, onSaved);
  return (
    <EntityForm form={form} onCancel={onCancel}>
      <FormField name="enabled" label={t('integrations.enabled')} />
      <FormField
        name="emailOnIssue"
        label={t('integrations.invoice.emailOnIssue')}
        hint={t('integrations.invoice.emailOnIssueHint')}
      />
    </EntityForm>
  );
}
