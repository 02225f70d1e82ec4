CREATE TABLE "bingo_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "bingo_rounds_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"cards" integer NOT NULL,
	"balls" integer NOT NULL,
	"extra_prices" jsonb NOT NULL,
	"staked" bigint NOT NULL,
	"win" bigint NOT NULL,
	"deal" jsonb NOT NULL,
	"seed_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bingo_rounds_status_ck" CHECK ("bingo_rounds"."status" in ('open', 'closing', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "fishing_rate" (
	"brand" text NOT NULL,
	"player" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"shots" integer NOT NULL,
	CONSTRAINT "fishing_rate_brand_player_pk" PRIMARY KEY("brand","player")
);
--> statement-breakpoint
CREATE TABLE "fishing_shots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "fishing_shots_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"game_code" text NOT NULL,
	"fish_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pays" integer NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"captured" boolean NOT NULL,
	"seed_id" uuid NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bingo_rounds" ADD CONSTRAINT "bingo_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bingo_rounds" ADD CONSTRAINT "bingo_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_shots" ADD CONSTRAINT "fishing_shots_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fishing_shots" ADD CONSTRAINT "fishing_shots_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bingo_rounds_session_idx" ON "bingo_rounds" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "bingo_rounds_open_idx" ON "bingo_rounds" USING btree ("status","created_at") WHERE "bingo_rounds"."status" <> 'settled';--> statement-breakpoint
CREATE UNIQUE INDEX "bingo_rounds_seed_nonce_uq" ON "bingo_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "fishing_shots_session_idx" ON "fishing_shots" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fishing_shots_seed_nonce_uq" ON "fishing_shots" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "fishing_shots_caught_uq" ON "fishing_shots" USING btree ("session_id","fish_id") WHERE "fishing_shots"."captured";