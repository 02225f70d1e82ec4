CREATE TABLE "red_envelopes" (
	"rain_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"amount" bigint NOT NULL,
	"member_id" uuid,
	"grabbed_at" timestamp with time zone,
	"entry_id" uuid,
	CONSTRAINT "red_envelopes_rain_id_seq_pk" PRIMARY KEY("rain_id","seq"),
	CONSTRAINT "red_envelopes_amount_check" CHECK ("red_envelopes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_rains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"funder_kind" text NOT NULL,
	"funder_id" uuid,
	"staff_id" uuid,
	"client_request_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"window_seconds" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget" bigint NOT NULL,
	"count" integer NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"returned_amount" bigint DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "red_rains_funder_check" CHECK (("red_rains"."funder_kind" = 'agent') = ("red_rains"."funder_id" is not null)),
	CONSTRAINT "red_rains_funder_kind_check" CHECK ("red_rains"."funder_kind" in ('agent', 'brand')),
	CONSTRAINT "red_rains_status_check" CHECK ("red_rains"."status" in ('scheduled', 'closed', 'returned')),
	CONSTRAINT "red_rains_window_check" CHECK ("red_rains"."window_seconds" between 60 and 600),
	CONSTRAINT "red_rains_count_check" CHECK ("red_rains"."count" between 1 and 1000),
	CONSTRAINT "red_rains_amounts_check" CHECK ("red_rains"."min_amount" > 0 and "red_rains"."max_amount" >= "red_rains"."min_amount" and "red_rains"."budget" between "red_rains"."count" * "red_rains"."min_amount" and "red_rains"."count" * "red_rains"."max_amount"),
	CONSTRAINT "red_rains_budget_bound" CHECK ("red_rains"."budget" between 0 and 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_rain_id_red_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "public"."red_rains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rains" ADD CONSTRAINT "red_rains_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rains" ADD CONSTRAINT "red_rains_funder_id_members_id_fk" FOREIGN KEY ("funder_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_envelopes_rain_member_uq" ON "red_envelopes" USING btree ("rain_id","member_id");--> statement-breakpoint
CREATE INDEX "red_envelopes_member_idx" ON "red_envelopes" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rains_request_uq" ON "red_rains" USING btree ("brand","client_request_id");--> statement-breakpoint
CREATE INDEX "red_rains_brand_starts_idx" ON "red_rains" USING btree ("brand","starts_at");--> statement-breakpoint
CREATE INDEX "red_rains_funder_idx" ON "red_rains" USING btree ("funder_id","starts_at");--> statement-breakpoint
CREATE INDEX "red_rains_due_idx" ON "red_rains" USING btree ("status","ends_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('cash', 'bonus', 'withdrawal_hold', 'play_money', 'house_game', 'payment_clearing', 'promotion_cost', 'agent_commission', 'play_money_issuer', 'red_envelope'));