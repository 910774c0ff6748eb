CREATE TABLE "faq_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(64) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "faq_category_translations" (
	"category_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "faq_category_translations_category_id_locale_pk" PRIMARY KEY("category_id","locale"),
	CONSTRAINT "faq_category_translations_locale" CHECK ("faq_category_translations"."locale" in ('en', 'ua', 'cn'))
);
--> statement-breakpoint
CREATE TABLE "faq_item_translations" (
	"item_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"question" varchar(200) NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_item_translations_item_id_locale_pk" PRIMARY KEY("item_id","locale"),
	CONSTRAINT "faq_item_translations_locale" CHECK ("faq_item_translations"."locale" in ('en', 'ua', 'cn'))
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "news_translations_news_id_locale_pk" PRIMARY KEY("news_id","locale"),
	CONSTRAINT "news_translations_locale" CHECK ("news_translations"."locale" in ('en', 'ua', 'cn'))
);
--> statement-breakpoint
CREATE TABLE "static_page_translations" (
	"slug" varchar(64) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "static_page_translations_slug_locale_pk" PRIMARY KEY("slug","locale"),
	CONSTRAINT "static_page_translations_locale" CHECK ("static_page_translations"."locale" in ('en', 'ua', 'cn'))
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" varchar(64) PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_slug" CHECK ("static_pages"."slug" ~ '^[a-z0-9][a-z0-9-]{0,63}$')
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "report_files_position_range" CHECK ("report_files"."position" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" smallint NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"match_kind" varchar(10),
	"match_id" integer,
	"chat_id" integer,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"assignee_id" integer,
	"assigned_at" timestamp with time zone,
	"decision" varchar(16),
	"outcome" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_not_self" CHECK ("reports"."reporter_id" <> "reports"."reported_id"),
	CONSTRAINT "reports_reason_known" CHECK ("reports"."reason" BETWEEN 1 AND 7),
	CONSTRAINT "reports_title_length" CHECK (char_length("reports"."title") BETWEEN 1 AND 120),
	CONSTRAINT "reports_description_length" CHECK (char_length("reports"."description") BETWEEN 1 AND 4000),
	CONSTRAINT "reports_match" CHECK (("reports"."match_kind" IS NULL) = ("reports"."match_id" IS NULL) AND ("reports"."match_kind" IS NULL OR "reports"."match_kind" IN ('quick', 'tournament'))),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" IN ('open', 'assigned', 'decided')),
	CONSTRAINT "reports_decision_known" CHECK ("reports"."decision" IS NULL OR "reports"."decision" IN ('action_taken', 'no_action')),
	CONSTRAINT "reports_status_consistent" CHECK (CASE "reports"."status"
        WHEN 'open' THEN "reports"."assignee_id" IS NULL AND "reports"."decision" IS NULL AND "reports"."decided_at" IS NULL
        WHEN 'assigned' THEN "reports"."assignee_id" IS NOT NULL AND "reports"."decision" IS NULL AND "reports"."decided_at" IS NULL
        ELSE "reports"."decision" IS NOT NULL AND "reports"."decided_at" IS NOT NULL END)
);
--> statement-breakpoint
ALTER TABLE "faq_category_translations" ADD CONSTRAINT "faq_category_translations_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_item_translations" ADD CONSTRAINT "faq_item_translations_item_id_faq_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_page_translations" ADD CONSTRAINT "static_page_translations_slug_static_pages_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."static_pages"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_items_category_idx" ON "faq_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_position_key" ON "report_files" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","id");--> statement-breakpoint
CREATE INDEX "reports_reported_idx" ON "reports" USING btree ("reported_id","id");--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","id") WHERE "reports"."status" <> 'decided';--> statement-breakpoint
CREATE INDEX "reports_assignee_idx" ON "reports" USING btree ("assignee_id") WHERE "reports"."assignee_id" IS NOT NULL;