import type { MigrationProvider } from 'kysely';
import { initial } from './0001_initial';
import { entities } from './0002_entities';
import { events } from './0003_events';
import { cluster } from './0004_cluster';
import { uniqueIdentities } from './0005_unique_identities';
import { reports } from './0006_reports';
import { geocodes } from './0007_geocodes';
import { passwordResets } from './0008_password_resets';
import { auditLog } from './0009_audit_log';
import { billing } from './0010_billing';
import type { Dialect } from './types';

export type { Dialect } from './types';

/** The in-code migration list, in order; append new migrations, never edit shipped ones. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      return {
        '0001_initial': initial(dialect),
        '0002_entities': entities(dialect),
        '0003_events': events(dialect),
        '0004_cluster': cluster(dialect),
        '0005_unique_identities': uniqueIdentities(),
        '0006_reports': reports(dialect),
        '0007_geocodes': geocodes(dialect),
        '0008_password_resets': passwordResets(dialect),
        '0009_audit_log': auditLog(dialect),
        '0010_billing': billing(dialect),
      };
    },
  };
}
