CREATE TABLE "football_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slip_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "football_bets_status_check" CHECK ("football_bets"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "football_bets_stake_bound" CHECK ("football_bets"."stake" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "football_legs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bet_id" uuid NOT NULL,
	"slip_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"match_id" uuid NOT NULL,
	"selection" text NOT NULL,
	"odds" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "football_legs_status_check" CHECK ("football_legs"."status" in ('open', 'won', 'lost', 'void'))
);
--> statement-breakpoint
CREATE TABLE "football_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"round" text NOT NULL,
	"idx" integer NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"model" jsonb NOT NULL,
	"odds" jsonb NOT NULL,
	"chain_id" uuid NOT NULL,
	"chain_index" integer NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hash" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "football_matches_status_check" CHECK ("football_matches"."status" in ('open', 'drawn', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "football_slips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"session_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"player" text NOT NULL,
	"player_token" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"total" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "football_slips_status_check" CHECK ("football_slips"."status" in ('pending', 'placed', 'refused', 'settled')),
	CONSTRAINT "football_slips_kind_check" CHECK ("football_slips"."kind" in ('singles', 'accumulator')),
	CONSTRAINT "football_slips_total_bound" CHECK ("football_slips"."total" between 0 and 1000000000000000),
	CONSTRAINT "football_slips_payout_bound" CHECK ("football_slips"."payout" between 0 and 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "football_bets" ADD CONSTRAINT "football_bets_slip_id_football_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."football_slips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "football_legs" ADD CONSTRAINT "football_legs_bet_id_football_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."football_bets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "football_legs" ADD CONSTRAINT "football_legs_match_id_football_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."football_matches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "football_matches" ADD CONSTRAINT "football_matches_chain_id_lottery_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."lottery_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "football_bets_slip_seq_uq" ON "football_bets" USING btree ("slip_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "football_legs_bet_seq_uq" ON "football_legs" USING btree ("bet_id","seq");--> statement-breakpoint
CREATE INDEX "football_legs_match_idx" ON "football_legs" USING btree ("match_id","status");--> statement-breakpoint
CREATE INDEX "football_legs_slip_idx" ON "football_legs" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "football_matches_round_uq" ON "football_matches" USING btree ("brand","round","idx");--> statement-breakpoint
CREATE UNIQUE INDEX "football_matches_link_uq" ON "football_matches" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE INDEX "football_matches_time_idx" ON "football_matches" USING btree ("brand","status","kickoff_at");--> statement-breakpoint
CREATE INDEX "football_slips_player_idx" ON "football_slips" USING btree ("brand","player","created_at");