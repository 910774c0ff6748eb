CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"allow_show" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_banners" (
	"team_id" integer NOT NULL,
	"banner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_banners_team_id_banner_id_pk" PRIMARY KEY("team_id","banner_id")
);
--> statement-breakpoint
CREATE TABLE "jar_donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jar_donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"jar_id" integer NOT NULL,
	"donor_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jar_donations_positive" CHECK ("jar_donations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "jars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"target_amount" bigint,
	"is_unlimited" boolean DEFAULT false NOT NULL,
	"jar_type" integer DEFAULT 1 NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	"donations_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"broken_at" timestamp with time zone,
	CONSTRAINT "jars_type" CHECK ("jars"."jar_type" BETWEEN 1 AND 5),
	CONSTRAINT "jars_target" CHECK (("jars"."is_unlimited" AND "jars"."target_amount" IS NULL) OR (NOT "jars"."is_unlimited" AND "jars"."target_amount" > 0)),
	CONSTRAINT "jars_within_target" CHECK ("jars"."target_amount" IS NULL OR "jars"."collected" <= "jars"."target_amount")
);
--> statement-breakpoint
CREATE TABLE "team_jars" (
	"team_id" integer NOT NULL,
	"jar_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_jars_team_id_jar_id_pk" PRIMARY KEY("team_id","jar_id")
);
--> statement-breakpoint
CREATE TABLE "user_bans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_bans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crystal_packs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crystal_packs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"crystals" bigint NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "crystal_packs_positive" CHECK ("crystal_packs"."crystals" > 0 AND "crystal_packs"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" varchar(16) NOT NULL,
	"pack_id" integer,
	"crystals" bigint NOT NULL,
	"price_cents" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider_reference" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" varchar(16) NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"order_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	"return_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "transfers_positive" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_not_to_self" CHECK ("transfers"."from_user_id" <> "transfers"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(96) NOT NULL,
	"book" varchar(4) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"owner_id" integer,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_book" CHECK ("wallet_accounts"."book" IN ('real', 'demo')),
	CONSTRAINT "wallet_accounts_not_negative" CHECK ("wallet_accounts"."kind" IN ('revenue', 'clearing', 'mint') OR "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"counterpart_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_not_zero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"book" varchar(4) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(10) DEFAULT 'held' NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"reference" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_positive" CHECK ("wallet_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"book" varchar(4) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"reference" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_book" CHECK ("wallet_transactions"."book" IN ('real', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"hold_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"network" varchar(16) NOT NULL,
	"address" varchar(128) NOT NULL,
	"status" varchar(16) NOT NULL,
	"failure_reason" text,
	"payout_reference" varchar(128),
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" varchar(128) NOT NULL,
	"status" smallint NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_banners" ADD CONSTRAINT "team_banners_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_banners" ADD CONSTRAINT "team_banners_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jar_donations" ADD CONSTRAINT "jar_donations_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jar_donations" ADD CONSTRAINT "jar_donations_donor_id_users_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jars" ADD CONSTRAINT "jars_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_jars" ADD CONSTRAINT "team_jars_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_jars" ADD CONSTRAINT "team_jars_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bans" ADD CONSTRAINT "user_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_pack_id_crystal_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."crystal_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_return_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("return_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_wallet_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_created_by_idx" ON "banners" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "team_banners_banner_idx" ON "team_banners" USING btree ("banner_id");--> statement-breakpoint
CREATE INDEX "jar_donations_jar_idx" ON "jar_donations" USING btree ("jar_id","id");--> statement-breakpoint
CREATE INDEX "jars_created_by_idx" ON "jars" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "jars_status_idx" ON "jars" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "team_jars_jar_idx" ON "team_jars" USING btree ("jar_id");--> statement-breakpoint
CREATE INDEX "user_bans_user_idx" ON "user_bans" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("from_user_id","id");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("to_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_key" ON "wallet_accounts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "wallet_accounts_owner_idx" ON "wallet_accounts" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_transaction_idx" ON "wallet_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_holds_user_idx" ON "wallet_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "wallet_holds_reference_idx" ON "wallet_holds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "wallet_transactions_reference_idx" ON "wallet_transactions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" = 'pending_approval';--> statement-breakpoint
-- Ledger entries are history: never changed, never removed.
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_change BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
-- At commit, every transaction's entries sum to zero and stay inside the transaction's book.
CREATE FUNCTION wallet_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
  foreign_entries integer;
BEGIN
  SELECT coalesce(sum(e.amount), 0), count(*) FILTER (WHERE a.book <> t.book)
    INTO total, foreign_entries
    FROM wallet_entries e
    JOIN wallet_accounts a ON a.id = e.account_id
    JOIN wallet_transactions t ON t.id = e.transaction_id
    WHERE e.transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'wallet transaction % does not balance (sum %)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  IF foreign_entries > 0 THEN
    RAISE EXCEPTION 'wallet transaction % mixes books', NEW.transaction_id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wallet_entries_balanced AFTER INSERT ON "wallet_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION wallet_transaction_balanced();
--> statement-breakpoint
-- Crystal packs (crystals in hundredths, prices in US cents).
INSERT INTO "crystal_packs" ("crystals", "price_cents") VALUES
  (10000, 99), (50000, 449), (120000, 999), (250000, 1999), (650000, 4999), (1400000, 9999);
