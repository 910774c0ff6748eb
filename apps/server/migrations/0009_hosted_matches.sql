CREATE TABLE "dota_bots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dota_bots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" varchar(64) NOT NULL,
	"steam_id" varchar(17) NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"connection" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hosted_match_events" (
	"hosted_match_id" integer NOT NULL,
	"key" varchar(120) NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_match_events_hosted_match_id_key_pk" PRIMARY KEY("hosted_match_id","key")
);
--> statement-breakpoint
CREATE TABLE "hosted_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hosted_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_kind" varchar(12) NOT NULL,
	"owner_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"game" integer NOT NULL,
	"host_kind" varchar(4) NOT NULL,
	"cs2_server_id" integer,
	"bot_id" integer,
	"status" varchar(10) NOT NULL,
	"setup" jsonb NOT NULL,
	"players" jsonb NOT NULL,
	"lobby_name" varchar(100) NOT NULL,
	"lobby_password" varchar(100) NOT NULL,
	"connect_string" varchar(200),
	"score_a" integer DEFAULT 0 NOT NULL,
	"score_b" integer DEFAULT 0 NOT NULL,
	"stats" jsonb,
	"misses" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "hosted_matches_status_known" CHECK ("hosted_matches"."status" in ('loading', 'live', 'finished', 'failed', 'cancelled')),
	CONSTRAINT "hosted_matches_host_kind" CHECK ("hosted_matches"."host_kind" in ('cs2', 'dota'))
);
--> statement-breakpoint
ALTER TABLE "hosted_match_events" ADD CONSTRAINT "hosted_match_events_hosted_match_id_hosted_matches_id_fk" FOREIGN KEY ("hosted_match_id") REFERENCES "public"."hosted_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_matches" ADD CONSTRAINT "hosted_matches_cs2_server_id_cs2_servers_id_fk" FOREIGN KEY ("cs2_server_id") REFERENCES "public"."cs2_servers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_matches" ADD CONSTRAINT "hosted_matches_bot_id_dota_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."dota_bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dota_bots_account_key" ON "dota_bots" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "hosted_matches_live_key" ON "hosted_matches" USING btree ("owner_kind","match_id") WHERE "hosted_matches"."status" in ('loading', 'live');--> statement-breakpoint
CREATE INDEX "hosted_matches_bot_idx" ON "hosted_matches" USING btree ("bot_id") WHERE "hosted_matches"."status" in ('loading', 'live');