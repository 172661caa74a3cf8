import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Logins and e-mails unique whatever their case, enforced by the database: two users could
 * otherwise share an address in another case, and one of them take the other's login. Earlier
 * duplicates (possible before this migration) keep working for the oldest account; the later
 * ones get a suffix `#dup<id>` an administrator can see and fix.
 */
export function uniqueIdentities(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['email', 'login'] as const) {
        const ref = sql.ref(column);
        await sql`
          UPDATE users SET ${ref} = ${ref} || '#dup' || CAST(id AS TEXT)
          WHERE ${ref} IS NOT NULL AND id NOT IN (
            SELECT MIN(id) FROM users WHERE ${ref} IS NOT NULL GROUP BY lower(${ref})
          )`.execute(db);
        await sql`CREATE UNIQUE INDEX ${sql.ref(`users_${column}_ci`)} ON users (lower(${ref}))`.execute(
          db,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('users_email_ci').execute();
      await db.schema.dropIndex('users_login_ci').execute();
    },
  };
}
