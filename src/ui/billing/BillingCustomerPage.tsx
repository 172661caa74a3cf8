import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceAction } from '@farol/model';
import controls from '../common/controls.module.css';
import { useCore } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { EntityList } from '../lists/EntityList';
import { CustomerAccess } from './CustomerAccess';
import { InvoiceDialog } from './InvoiceDialog';
import { useConfirmedAction } from './useConfirmedAction';
import { useInvoiceColumns } from './useInvoiceColumns';
import { useRequestedList } from './useRequestedList';
import styles from './Billing.module.css';

/**
 * One customer in Billing management: where they stand with the access actions (suspend,
 * unlock), and their invoices; an invoice opens its details and actions (received in cash,
 * cancel, resend, delete), each confirmed first.
 */
export function BillingCustomerPage({ params }: { params: { id: string } }) {
  const { t } = useTranslation();
  const core = useCore();
  const userId = Number(params.id);
  const customers = useRequestedList(() => core.billingCustomers());
  const invoices = useRequestedList(() => core.customerInvoices({ userId }));
  const customer = customers.collection.items.find((item) => item.userId === userId) ?? null;
  const columns = useInvoiceColumns();
  const [open, setOpen] = useState<Invoice | null>(null);
  const reload = () => {
    void customers.reload();
    void invoices.reload();
  };
  const action = useConfirmedAction(reload);

  const askInvoice = (invoice: Invoice, name: InvoiceAction) => {
    setOpen(null);
    action.ask({
      title: t(`billing.actions.${name}`),
      question: t(`billing.confirm.${name}`, { customer: customer?.name ?? '' }),
      confirmLabel: t(`billing.actions.${name}`),
      danger: name === 'delete' || name === 'cancel',
      done: t(`billing.done.${name}`),
      run: () => core.invoiceAction({ invoiceId: invoice.id, action: name }),
    });
  };

  return (
    <SidePanel title={customer?.name ?? t('billing.manager.title')} back="/billing" wide>
      <div className={styles.panel}>
        {customer && <CustomerAccess customer={customer} busy={action.busy} onAsk={action.ask} />}
        {action.outcome && (
          <p
            className={`${styles.message} ${action.outcome.ok ? styles.ok : controls.alert}`}
            role={action.outcome.ok ? 'status' : 'alert'}
          >
            {action.outcome.text}
          </p>
        )}
        <EntityList
          testId="customer-invoices"
          label={t('billing.customerInvoices')}
          collection={invoices.collection}
          columns={columns}
          emptyText={t('billing.invoices.empty')}
          onOpen={(invoice) => setOpen(invoice)}
          onRetry={() => void invoices.reload()}
        />
      </div>
      {open && (
        <InvoiceDialog
          invoice={open}
          busy={action.busy}
          onAction={(name) => askInvoice(open, name)}
          onClose={() => setOpen(null)}
        />
      )}
      {action.dialog}
    </SidePanel>
  );
}
