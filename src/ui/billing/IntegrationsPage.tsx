import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Integration, IntegrationKey } from '@farol/model';
import { useCore } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { ListState } from '../lists/ListState';
import {
  EmailIntegrationForm,
  InvoiceIntegrationForm,
  PaymentIntegrationForm,
} from './IntegrationForms';
import { useRequestedList } from './useRequestedList';
import styles from './Billing.module.css';

const FORMS: Record<
  IntegrationKey,
  ComponentType<{ integration: Integration; onSaved(saved: Integration): void; onCancel(): void }>
> = {
  payment: PaymentIntegrationForm,
  email: EmailIntegrationForm,
  invoice: InvoiceIntegrationForm,
};

/**
 * Integrations (SPEC §3, §6: administrators with billing on): the payment provider, the SMTP
 * billing mails go through, and how invoices are sent; each saved on its own. Secrets are shown
 * as set or not, never their values.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const core = useCore();
  const [, navigate] = useLocation();
  const { collection, reload } = useRequestedList(() => core.integrations());
  // What each form saved last: the form starts again from it (the server's answer).
  const [saved, setSaved] = useState<Partial<Record<IntegrationKey, Integration>>>({});
  const [round, setRound] = useState(0);
  const loaded = collection.state === 'ready' || collection.items.length > 0;
  return (
    <SidePanel title={t('integrations.title')} wide>
      <div className={styles.forms}>
        {!loaded && (
          <ListState
            status={collection}
            stored={0}
            shown={0}
            query=""
            emptyText=""
            onRetry={() => void reload()}
          />
        )}
        {loaded &&
          collection.items.map((loadedIntegration) => {
            const integration = saved[loadedIntegration.key] ?? loadedIntegration;
            const Form = FORMS[integration.key];
            return (
              <section key={integration.key} aria-labelledby={`integration-${integration.key}`}>
                <h2 id={`integration-${integration.key}`} className={styles.formTitle}>
                  {t(`integrations.${integration.key}.title`)}
                </h2>
                <Form
                  key={`${integration.key}-${integration === loadedIntegration ? 0 : round}`}
                  integration={integration}
                  onSaved={(next) => {
                    setSaved((before) => ({ ...before, [next.key]: next }));
                    setRound((before) => before + 1);
                  }}
                  onCancel={() => navigate('/home')}
                />
              </section>
            );
          })}
      </div>
    </SidePanel>
  );
}
