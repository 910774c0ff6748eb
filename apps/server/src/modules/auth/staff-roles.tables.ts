// Staff roles (support, moderator, finance, admin): which console sections a user opens. Kept by auth
// beside the account because the wallet's withdrawal review reads them too (finance, admin), and
// the wallet is composed before the operator console; users.is_staff mirrors "holds any role".
import type { StaffRole } from '@clutch/contract/operator';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from './auth.tables.js';

export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 16 }).$type<StaffRole>().notNull(),
    /** null: granted by `npm run operator` (or the migration that turned is_staff into finance). */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: tstz('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('staff_roles_role_idx').on(t.role),
    check('staff_roles_role_known', sql`${t.role} IN ('support', 'moderator', 'finance', 'admin')`),
  ],
);
