// Banners and the teams showing them. Deleting a banner or a team removes the pairing.
import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { tstz } from '../../platform/db/columns.js';
import { users } from '../auth/auth.tables.js';
import { teams } from '../teams/teams.tables.js';

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    allowShow: boolean('allow_show').notNull().default(true),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('banners_created_by_idx').on(t.createdBy, t.id)],
);

export const teamBanners = pgTable(
  'team_banners',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.bannerId] }),
    index('team_banners_banner_idx').on(t.bannerId),
  ],
);
