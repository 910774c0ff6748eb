CREATE TABLE "match_commentators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_commentators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "match_commentators_status_range" CHECK ("match_commentators"."status" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "match_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"reported_by" integer NOT NULL,
	"score_a" integer NOT NULL,
	"score_b" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reports_scores" CHECK ("match_reports"."score_a" >= 0 AND "match_reports"."score_b" >= 0 AND "match_reports"."score_a" <> "match_reports"."score_b")
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"is_third_place" boolean DEFAULT false NOT NULL,
	"side_a" integer,
	"side_b" integer,
	"score_a" integer DEFAULT 0 NOT NULL,
	"score_b" integer DEFAULT 0 NOT NULL,
	"winner_id" integer,
	"status" varchar(10) DEFAULT 'scheduled' NOT NULL,
	"result_source" varchar(10),
	"is_disputed" boolean DEFAULT false NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"stream_link" text,
	"lobby_name" varchar(100),
	"lobby_password" varchar(100),
	"connect_string" text,
	"version" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tournament_matches_slot_range" CHECK ("tournament_matches"."level" BETWEEN 1 AND 10 AND "tournament_matches"."position" BETWEEN 1 AND (1 << ("tournament_matches"."level" - 1))),
	CONSTRAINT "tournament_matches_third_place_final_level" CHECK (NOT "tournament_matches"."is_third_place" OR "tournament_matches"."level" = 1),
	CONSTRAINT "tournament_matches_status_known" CHECK ("tournament_matches"."status" IN ('scheduled', 'ready', 'in_game', 'finished')),
	CONSTRAINT "tournament_matches_scores" CHECK ("tournament_matches"."score_a" >= 0 AND "tournament_matches"."score_b" >= 0),
	CONSTRAINT "tournament_matches_two_sides" CHECK ("tournament_matches"."side_a" IS NULL OR "tournament_matches"."side_a" <> "tournament_matches"."side_b"),
	CONSTRAINT "tournament_matches_winner_is_a_side" CHECK ("tournament_matches"."winner_id" IS NULL OR "tournament_matches"."winner_id" = "tournament_matches"."side_a" OR "tournament_matches"."winner_id" = "tournament_matches"."side_b")
);
--> statement-breakpoint
CREATE TABLE "tournament_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"fee_hold_id" integer,
	"participant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tournament_applications_kind_known" CHECK ("tournament_applications"."kind" IN ('player', 'watcher')),
	CONSTRAINT "tournament_applications_status_known" CHECK ("tournament_applications"."status" IN ('pending', 'confirmed', 'declined', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tournament_bans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_bans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"banned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_bans_who" CHECK (("tournament_bans"."user_id" IS NULL) <> ("tournament_bans"."team_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "tournament_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invited_by" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"team_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tournament_invites_kind_known" CHECK ("tournament_invites"."kind" IN ('player', 'watcher')),
	CONSTRAINT "tournament_invites_status_known" CHECK ("tournament_invites"."status" IN ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"registered_by" integer NOT NULL,
	"status" varchar(10) DEFAULT 'registered' NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"fee_hold_id" integer,
	"seed" integer,
	"place" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "tournament_participants_kind_known" CHECK ("tournament_participants"."kind" IN ('player', 'watcher')),
	CONSTRAINT "tournament_participants_status_known" CHECK ("tournament_participants"."status" IN ('registered', 'left', 'removed')),
	CONSTRAINT "tournament_participants_who" CHECK (("tournament_participants"."user_id" IS NULL) <> ("tournament_participants"."team_id" IS NULL) AND ("tournament_participants"."kind" = 'player' OR "tournament_participants"."team_id" IS NULL)),
	CONSTRAINT "tournament_participants_place_range" CHECK ("tournament_participants"."place" BETWEEN 1 AND 3),
	CONSTRAINT "tournament_participants_level_range" CHECK ("tournament_participants"."level" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "tournament_roster" (
	"participant_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_percentage" integer NOT NULL,
	CONSTRAINT "tournament_roster_participant_id_user_id_pk" PRIMARY KEY("participant_id","user_id"),
	CONSTRAINT "tournament_roster_percentage_range" CHECK ("tournament_roster"."prize_percentage" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "tournament_jars" (
	"tournament_id" integer NOT NULL,
	"jar_id" integer NOT NULL,
	"role" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_jars_tournament_id_jar_id_pk" PRIMARY KEY("tournament_id","jar_id"),
	CONSTRAINT "tournament_jars_role_known" CHECK ("tournament_jars"."role" IN ('prize', 'donation'))
);
--> statement-breakpoint
CREATE TABLE "tournament_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"user_action" varchar(8) DEFAULT 'none' NOT NULL,
	"comment" text,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_reviews_action_known" CHECK ("tournament_reviews"."user_action" IN ('like', 'dislike', 'none')),
	CONSTRAINT "tournament_reviews_rating_range" CHECK ("tournament_reviews"."rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "tournament_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournament_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tournament_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "tournament_transfers_status_range" CHECK ("tournament_transfers"."status" BETWEEN 1 AND 4),
	CONSTRAINT "tournament_transfers_not_self" CHECK ("tournament_transfers"."from_user_id" <> "tournament_transfers"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_translations" (
	"tournament_id" integer NOT NULL,
	"locale" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "tournament_translations_tournament_id_locale_pk" PRIMARY KEY("tournament_id","locale"),
	CONSTRAINT "tournament_translations_locale_known" CHECK ("tournament_translations"."locale" IN ('en', 'ua', 'cn'))
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tournaments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"game" integer NOT NULL,
	"type" varchar(3) NOT NULL,
	"grid" integer NOT NULL,
	"status" varchar(12) DEFAULT 'registration' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"freeze_time" integer NOT NULL,
	"match_duration" integer NOT NULL,
	"created_by" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"server" varchar(8),
	"is_opened" integer DEFAULT 1 NOT NULL,
	"players_password" text,
	"watchers_password" text,
	"min_lvl" integer DEFAULT 1 NOT NULL,
	"max_lvl" integer DEFAULT 100 NOT NULL,
	"prize_pool" bigint DEFAULT 0 NOT NULL,
	"first_place_prize" bigint DEFAULT 0 NOT NULL,
	"second_place_prize" bigint DEFAULT 0 NOT NULL,
	"third_place_prize" bigint DEFAULT 0 NOT NULL,
	"entry_fee" bigint DEFAULT 0 NOT NULL,
	"watcher_entry_fee" bigint DEFAULT 0 NOT NULL,
	"prize_pool_hold_id" integer,
	"applications" boolean DEFAULT false NOT NULL,
	"donations" boolean DEFAULT false NOT NULL,
	"image" text,
	"banner_id" integer,
	"mode" integer,
	"ban_type" varchar(12),
	"selected_heroes" integer[],
	"rounds_to_win" integer,
	"friendly_fire" boolean,
	"overtime_max_rounds" integer,
	"maps_ban_type" varchar(12),
	"map_list" text[],
	"players_count" integer DEFAULT 0 NOT NULL,
	"watchers_count" integer DEFAULT 0 NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"dislikes_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "tournaments_game_known" CHECK ("tournaments"."game" IN (1, 2)),
	CONSTRAINT "tournaments_type_known" CHECK ("tournaments"."type" IN ('1_1', '5_5')),
	CONSTRAINT "tournaments_status_known" CHECK ("tournaments"."status" IN ('registration', 'running', 'finished', 'cancelled')),
	CONSTRAINT "tournaments_grid_range" CHECK ("tournaments"."grid" BETWEEN 1 AND 10),
	CONSTRAINT "tournaments_times" CHECK ("tournaments"."freeze_time" >= 0 AND "tournaments"."match_duration" > 0),
	CONSTRAINT "tournaments_server_known" CHECK ("tournaments"."server" IN ('usa', 'europe', 'cis')),
	CONSTRAINT "tournaments_is_opened_range" CHECK ("tournaments"."is_opened" BETWEEN 1 AND 4),
	CONSTRAINT "tournaments_passwords" CHECK (("tournaments"."is_opened" IN (1, 3)) = ("tournaments"."players_password" IS NULL) AND ("tournaments"."is_opened" IN (1, 4)) = ("tournaments"."watchers_password" IS NULL)),
	CONSTRAINT "tournaments_levels" CHECK (1 <= "tournaments"."min_lvl" AND "tournaments"."min_lvl" <= "tournaments"."max_lvl" AND "tournaments"."max_lvl" <= 100),
	CONSTRAINT "tournaments_money" CHECK ("tournaments"."prize_pool" >= 0 AND "tournaments"."first_place_prize" >= 0 AND "tournaments"."second_place_prize" >= 0 AND "tournaments"."third_place_prize" >= 0 AND "tournaments"."entry_fee" >= 0 AND "tournaments"."watcher_entry_fee" >= 0),
	CONSTRAINT "tournaments_prizes_within_pool" CHECK ("tournaments"."first_place_prize" + "tournaments"."second_place_prize" + "tournaments"."third_place_prize" <= "tournaments"."prize_pool"),
	CONSTRAINT "tournaments_third_needs_semifinals" CHECK ("tournaments"."grid" > 1 OR "tournaments"."third_place_prize" = 0),
	CONSTRAINT "tournaments_game_settings" CHECK (("tournaments"."game" = 1 AND "tournaments"."mode" IS NOT NULL AND "tournaments"."ban_type" IS NOT NULL AND "tournaments"."selected_heroes" IS NOT NULL
        AND "tournaments"."rounds_to_win" IS NULL AND "tournaments"."friendly_fire" IS NULL AND "tournaments"."overtime_max_rounds" IS NULL
        AND "tournaments"."maps_ban_type" IS NULL AND "tournaments"."map_list" IS NULL)
      OR ("tournaments"."game" = 2 AND "tournaments"."mode" IS NULL AND "tournaments"."ban_type" IS NULL AND "tournaments"."selected_heroes" IS NULL
        AND "tournaments"."rounds_to_win" IS NOT NULL AND "tournaments"."friendly_fire" IS NOT NULL AND "tournaments"."overtime_max_rounds" IS NOT NULL
        AND "tournaments"."maps_ban_type" IS NOT NULL AND "tournaments"."map_list" IS NOT NULL)),
	CONSTRAINT "tournaments_players_within_grid" CHECK ("tournaments"."players_count" >= 0 AND "tournaments"."players_count" <= (1 << "tournaments"."grid")),
	CONSTRAINT "tournaments_counters" CHECK ("tournaments"."watchers_count" >= 0 AND "tournaments"."likes_count" >= 0 AND "tournaments"."dislikes_count" >= 0 AND "tournaments"."rating_sum" >= 0 AND "tournaments"."rating_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_commentators" ADD CONSTRAINT "match_commentators_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_commentators" ADD CONSTRAINT "match_commentators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_commentators" ADD CONSTRAINT "match_commentators_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_participant_id_tournament_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."tournament_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_side_a_tournament_participants_id_fk" FOREIGN KEY ("side_a") REFERENCES "public"."tournament_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_side_b_tournament_participants_id_fk" FOREIGN KEY ("side_b") REFERENCES "public"."tournament_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_winner_id_tournament_participants_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."tournament_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_applications" ADD CONSTRAINT "tournament_applications_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_applications" ADD CONSTRAINT "tournament_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_applications" ADD CONSTRAINT "tournament_applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_applications" ADD CONSTRAINT "tournament_applications_fee_hold_id_wallet_holds_id_fk" FOREIGN KEY ("fee_hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_applications" ADD CONSTRAINT "tournament_applications_participant_id_tournament_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."tournament_participants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bans" ADD CONSTRAINT "tournament_bans_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bans" ADD CONSTRAINT "tournament_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bans" ADD CONSTRAINT "tournament_bans_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bans" ADD CONSTRAINT "tournament_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invites" ADD CONSTRAINT "tournament_invites_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_fee_hold_id_wallet_holds_id_fk" FOREIGN KEY ("fee_hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_roster" ADD CONSTRAINT "tournament_roster_participant_id_tournament_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."tournament_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_roster" ADD CONSTRAINT "tournament_roster_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_roster" ADD CONSTRAINT "tournament_roster_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_jars" ADD CONSTRAINT "tournament_jars_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_jars" ADD CONSTRAINT "tournament_jars_jar_id_jars_id_fk" FOREIGN KEY ("jar_id") REFERENCES "public"."jars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_reviews" ADD CONSTRAINT "tournament_reviews_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_reviews" ADD CONSTRAINT "tournament_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_transfers" ADD CONSTRAINT "tournament_transfers_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_transfers" ADD CONSTRAINT "tournament_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_transfers" ADD CONSTRAINT "tournament_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_translations" ADD CONSTRAINT "tournament_translations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_game_games_id_fk" FOREIGN KEY ("game") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_prize_pool_hold_id_wallet_holds_id_fk" FOREIGN KEY ("prize_pool_hold_id") REFERENCES "public"."wallet_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_commentators_user_key" ON "match_commentators" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE INDEX "match_commentators_user_idx" ON "match_commentators" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_reports_side_key" ON "match_reports" USING btree ("match_id","participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_slot_key" ON "tournament_matches" USING btree ("tournament_id","level","position","is_third_place");--> statement-breakpoint
CREATE INDEX "tournament_matches_side_a_idx" ON "tournament_matches" USING btree ("side_a");--> statement-breakpoint
CREATE INDEX "tournament_matches_side_b_idx" ON "tournament_matches" USING btree ("side_b");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_applications_pending_key" ON "tournament_applications" USING btree ("tournament_id","user_id") WHERE "tournament_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tournament_applications_tournament_idx" ON "tournament_applications" USING btree ("tournament_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_bans_user_key" ON "tournament_bans" USING btree ("tournament_id","user_id") WHERE "tournament_bans"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_bans_team_key" ON "tournament_bans" USING btree ("tournament_id","team_id") WHERE "tournament_bans"."team_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_invites_token_key" ON "tournament_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tournament_invites_tournament_user_idx" ON "tournament_invites" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_user_key" ON "tournament_participants" USING btree ("tournament_id","user_id") WHERE "tournament_participants"."status" = 'registered' AND "tournament_participants"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_participants_team_key" ON "tournament_participants" USING btree ("tournament_id","team_id") WHERE "tournament_participants"."status" = 'registered' AND "tournament_participants"."team_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tournament_participants_team_idx" ON "tournament_participants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tournament_participants_registered_by_idx" ON "tournament_participants" USING btree ("registered_by");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_roster_user_key" ON "tournament_roster" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "tournament_roster_user_idx" ON "tournament_roster" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_jars_prize_key" ON "tournament_jars" USING btree ("jar_id") WHERE "tournament_jars"."role" = 'prize';--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_reviews_user_key" ON "tournament_reviews" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_transfers_token_key" ON "tournament_transfers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_transfers_one_pending_key" ON "tournament_transfers" USING btree ("tournament_id") WHERE "tournament_transfers"."status" = 1;--> statement-breakpoint
CREATE INDEX "tournaments_status_start_idx" ON "tournaments" USING btree ("status","start_time");--> statement-breakpoint
CREATE INDEX "tournaments_created_by_idx" ON "tournaments" USING btree ("created_by","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_level_range" CHECK ("users"."level" BETWEEN 1 AND 100);