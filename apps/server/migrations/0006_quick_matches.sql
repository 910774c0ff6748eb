CREATE TABLE "player_ratings" (
	"user_id" integer NOT NULL,
	"game" integer NOT NULL,
	"book" varchar(4) NOT NULL,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_ratings_user_id_game_book_pk" PRIMARY KEY("user_id","game","book")
);
--> statement-breakpoint
CREATE TABLE "quick_match_cooldowns" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"strikes" integer NOT NULL,
	"last_strike_at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_match_players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_match_players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quick_match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_ready" boolean DEFAULT false NOT NULL,
	"hold_id" integer,
	"is_live" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_match_players_position" CHECK ("quick_match_players"."position" BETWEEN -10 AND 10 AND "quick_match_players"."position" <> 0)
);
--> statement-breakpoint
CREATE TABLE "quick_match_reactions" (
	"quick_match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_like" boolean NOT NULL,
	CONSTRAINT "quick_match_reactions_quick_match_id_user_id_pk" PRIMARY KEY("quick_match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quick_match_sides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_match_sides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quick_match_id" integer NOT NULL,
	"side" varchar(1) NOT NULL,
	"team_id" integer,
	CONSTRAINT "quick_match_sides_side" CHECK ("quick_match_sides"."side" IN ('a', 'b'))
);
--> statement-breakpoint
CREATE TABLE "quick_match_stats" (
	"quick_match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" varchar(1) NOT NULL,
	"hero" integer,
	"stats" jsonb NOT NULL,
	"rating_before" double precision,
	"rating_after" double precision,
	"level_after" integer,
	CONSTRAINT "quick_match_stats_quick_match_id_user_id_pk" PRIMARY KEY("quick_match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quick_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game" integer NOT NULL,
	"type" varchar(3) NOT NULL,
	"name" varchar(60) NOT NULL,
	"status" varchar(12) NOT NULL,
	"game_time_type" varchar(10) NOT NULL,
	"game_time" timestamp with time zone,
	"is_opened" boolean NOT NULL,
	"mix" boolean NOT NULL,
	"is_demo" boolean NOT NULL,
	"server" varchar(10) NOT NULL,
	"prize" bigint NOT NULL,
	"entry_fee" bigint NOT NULL,
	"prize_hold_id" integer,
	"created_by" integer NOT NULL,
	"invite_token" varchar(64) NOT NULL,
	"ban_type" varchar(12) NOT NULL,
	"pool" jsonb NOT NULL,
	"friendly_fire" boolean,
	"rounds_to_win" integer,
	"overtime_rounds" integer,
	"ready_deadline" timestamp with time zone,
	"veto" jsonb,
	"veto_deadline" timestamp with time zone,
	"score_a" integer DEFAULT 0 NOT NULL,
	"score_b" integer DEFAULT 0 NOT NULL,
	"winner" varchar(1),
	"lobby_name" varchar(100),
	"lobby_password" varchar(100),
	"connect_string" varchar(200),
	"likes_count" integer DEFAULT 0 NOT NULL,
	"dislikes_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "quick_matches_game" CHECK ("quick_matches"."game" IN (1, 2)),
	CONSTRAINT "quick_matches_status_known" CHECK ("quick_matches"."status" IN ('waiting', 'ready_check', 'veto', 'in_game', 'finished', 'cancelled')),
	CONSTRAINT "quick_matches_money" CHECK ("quick_matches"."prize" >= 0 AND "quick_matches"."entry_fee" >= 0),
	CONSTRAINT "quick_matches_timed_has_time" CHECK ("quick_matches"."game_time_type" = 'snap_game' OR "quick_matches"."game_time" IS NOT NULL),
	CONSTRAINT "quick_matches_winner" CHECK ("quick_matches"."winner" IS NULL OR "quick_matches"."winner" IN ('a', 'b'))
);
--> statement-breakpoint
ALTER TABLE "notification_settings" DROP CONSTRAINT "notification_settings_type_known";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_cooldowns" ADD CONSTRAINT "quick_match_cooldowns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_players" ADD CONSTRAINT "quick_match_players_quick_match_id_quick_matches_id_fk" FOREIGN KEY ("quick_match_id") REFERENCES "public"."quick_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_players" ADD CONSTRAINT "quick_match_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_reactions" ADD CONSTRAINT "quick_match_reactions_quick_match_id_quick_matches_id_fk" FOREIGN KEY ("quick_match_id") REFERENCES "public"."quick_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_reactions" ADD CONSTRAINT "quick_match_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_sides" ADD CONSTRAINT "quick_match_sides_quick_match_id_quick_matches_id_fk" FOREIGN KEY ("quick_match_id") REFERENCES "public"."quick_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_sides" ADD CONSTRAINT "quick_match_sides_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_stats" ADD CONSTRAINT "quick_match_stats_quick_match_id_quick_matches_id_fk" FOREIGN KEY ("quick_match_id") REFERENCES "public"."quick_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_match_stats" ADD CONSTRAINT "quick_match_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_matches" ADD CONSTRAINT "quick_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quick_match_players_seat_key" ON "quick_match_players" USING btree ("quick_match_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_match_players_user_key" ON "quick_match_players" USING btree ("quick_match_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_match_players_one_live_key" ON "quick_match_players" USING btree ("user_id") WHERE "quick_match_players"."is_live";--> statement-breakpoint
CREATE INDEX "quick_match_players_user_idx" ON "quick_match_players" USING btree ("user_id","quick_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_match_sides_key" ON "quick_match_sides" USING btree ("quick_match_id","side");--> statement-breakpoint
CREATE INDEX "quick_match_stats_user_idx" ON "quick_match_stats" USING btree ("user_id","quick_match_id");--> statement-breakpoint
CREATE INDEX "quick_matches_list_idx" ON "quick_matches" USING btree ("status","type","id");--> statement-breakpoint
CREATE INDEX "quick_matches_timed_idx" ON "quick_matches" USING btree ("game_time");--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_type_known" CHECK ("notification_settings"."type" in ('friend_request', 'friend_request_accepted', 'team_invite', 'team_join_request', 'tournament_invite_player', 'tournament_invite_watcher', 'tournament_transfer', 'commentator_invite', 'match_ready', 'match_postponed', 'match_win', 'quick_match_invite', 'new_chat_message', 'system'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK ("notifications"."type" in ('friend_request', 'friend_request_accepted', 'team_invite', 'team_join_request', 'tournament_invite_player', 'tournament_invite_watcher', 'tournament_transfer', 'commentator_invite', 'match_ready', 'match_postponed', 'match_win', 'quick_match_invite', 'new_chat_message', 'system'));