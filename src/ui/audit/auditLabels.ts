import type { TFunction } from 'i18next';
import { AUDIT_CODES } from '@farol/model';
import type { AuditRow } from '../../worker/types';

/** The product codes, in order, for the action filter. */
export const AUDIT_CODE_LIST = Object.keys(AUDIT_CODES).map(Number);

/** What happened: the product code's name, else Traccar's action type. */
export function actionLabel(t: TFunction, row: Pick<AuditRow, 'code' | 'actionType'>): string {
  if (row.code !== null && row.code in AUDIT_CODES) return t(`audit.codes.${row.code}`);
  return t(`audit.actions.${row.actionType}`, { defaultValue: row.actionType });
}

/** The object it happened to: its kind (the entity name) and id. */
export function objectLabel(t: TFunction, row: Pick<AuditRow, 'objectType' | 'objectId'>) {
  const kind = t(`audit.objects.${row.objectType}`, { defaultValue: row.objectType });
  return row.objectId > 0 ? `${kind} #${row.objectId}` : kind;
}

/** Who did it: their e-mail (login), or the system for the server's own steps. */
export const actorLabel = (t: TFunction, row: Pick<AuditRow, 'userEmail' | 'userId'>) =>
  row.userEmail ?? (row.userId ? `#${row.userId}` : t('audit.system'));
