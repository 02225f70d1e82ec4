CREATE TABLE "lottery_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slip_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"draw_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player" text NOT NULL,
	"player_token" text NOT NULL,
	"currency" text NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"max_payout" bigint NOT NULL,
	"status" text NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_status_check" CHECK ("lottery_bets"."status" in ('pending', 'open', 'won', 'lost', 'void', 'refused')),
	CONSTRAINT "lottery_bets_stake_bound" CHECK ("lottery_bets"."stake" between 0 and 1000000000000000),
	CONSTRAINT "lottery_bets_payout_bound" CHECK ("lottery_bets"."payout" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "lottery_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"game_code" text NOT NULL,
	"seed" text NOT NULL,
	"salt" text NOT NULL,
	"terminating_hash" text NOT NULL,
	"length" integer NOT NULL,
	"allocated" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_chains_allocated_check" CHECK ("lottery_chains"."allocated" between 0 and "lottery_chains"."length")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"game_code" text NOT NULL,
	"number" text NOT NULL,
	"chain_id" uuid NOT NULL,
	"chain_index" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hash" text,
	"result" jsonb,
	"bets" integer DEFAULT 0 NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"exposure" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"void_reason" text,
	"voided_by" text,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status_check" CHECK ("lottery_draws"."status" in ('open', 'drawn', 'settling', 'settled', 'voiding', 'void')),
	CONSTRAINT "lottery_draws_stake_bound" CHECK ("lottery_draws"."stake" between 0 and 1000000000000000),
	CONSTRAINT "lottery_draws_payout_bound" CHECK ("lottery_draws"."payout" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"brand" text NOT NULL,
	"code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"close_seconds" integer NOT NULL,
	"daily_time" text,
	"limits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_brand_code_pk" PRIMARY KEY("brand","code")
);
--> statement-breakpoint
CREATE TABLE "lottery_player_stakes" (
	"draw_id" uuid NOT NULL,
	"player" text NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "lottery_player_stakes_draw_id_player_pk" PRIMARY KEY("draw_id","player")
);
--> statement-breakpoint
CREATE TABLE "lottery_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"game_code" text NOT NULL,
	"player_token" text NOT NULL,
	"player" text NOT NULL,
	"client_key_hash" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_slips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"session_id" uuid NOT NULL,
	"draw_id" uuid NOT NULL,
	"status" text NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_slips_status_check" CHECK ("lottery_slips"."status" in ('pending', 'placed', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_slip_id_lottery_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."lottery_slips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_chain_id_lottery_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."lottery_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_session_id_lottery_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."lottery_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_slip_seq_uq" ON "lottery_bets" USING btree ("slip_id","seq");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_player_idx" ON "lottery_bets" USING btree ("brand","player","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_chains_game_idx" ON "lottery_chains" USING btree ("brand","game_code","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_number_uq" ON "lottery_draws" USING btree ("brand","game_code","number");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_link_uq" ON "lottery_draws" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "lottery_draws_due_idx" ON "lottery_draws" USING btree ("status","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_idx" ON "lottery_draws" USING btree ("brand","game_code","draws_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_sessions_token_uq" ON "lottery_sessions" USING btree ("player_token");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_sessions_key_uq" ON "lottery_sessions" USING btree ("client_key_hash");