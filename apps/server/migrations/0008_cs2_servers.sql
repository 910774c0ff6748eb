CREATE TABLE "cs2_servers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cs2_servers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(60) NOT NULL,
	"host" varchar(255) NOT NULL,
	"port" integer NOT NULL,
	"region" varchar(10) NOT NULL,
	"rcon_password_encrypted" text NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"allocated_to" text,
	"last_health_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cs2_servers_port_range" CHECK ("cs2_servers"."port" between 1 and 65535),
	CONSTRAINT "cs2_servers_status_known" CHECK ("cs2_servers"."status" in ('active', 'draining', 'unhealthy')),
	CONSTRAINT "cs2_servers_region_known" CHECK ("cs2_servers"."region" in ('usa', 'europe', 'cis'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cs2_servers_name_key" ON "cs2_servers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cs2_servers_free_idx" ON "cs2_servers" USING btree ("region","id") WHERE "cs2_servers"."allocated_to" is null;