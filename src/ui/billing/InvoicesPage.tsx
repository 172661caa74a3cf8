import { useTranslation } from 'react-i18next';
import { useCore } from '../core/CoreContext';
import { SidePanel } from '../layout/SidePanel';
import { EntityList } from '../lists/EntityList';
import { useInvoiceColumns } from './useInvoiceColumns';
import { useRequestedList } from './useRequestedList';

/**
 * My invoices (SPEC §2, §6: every non-share user when billing is on): due date, status, what
 * paying today costs and the payment link, newest due date first as the server sends them.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const core = useCore();
  const { collection, reload } = useRequestedList(() => core.myInvoices());
  const columns = useInvoiceColumns();
  return (
    <SidePanel title={t('billing.invoices.title')} wide>
      <EntityList
        testId="my-invoices"
        label={t('billing.invoices.title')}
        collection={collection}
        columns={columns}
        emptyText={t('billing.invoices.empty')}
        onOpen={(invoice) => {
          if (invoice.link) window.open(invoice.link, '_blank', 'noopener,noreferrer');
        }}
        onRetry={() => void reload()}
      />
    </SidePanel>
  );
}
