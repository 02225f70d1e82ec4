CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"template_id" uuid,
	"source" text NOT NULL,
	"source_ref" text,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"deposit_amount" bigint,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"max_bet" bigint,
	"conversion_cap" bigint,
	"forfeit_on_withdrawal" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"flag_reason" text,
	"converted_amount" bigint,
	"forfeited_amount" bigint,
	"end_reason" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_status_check" CHECK ("bonus_grants"."status" in ('review', 'active', 'converted', 'forfeited', 'expired', 'rejected')),
	CONSTRAINT "bonus_grants_amount_bound" CHECK ("bonus_grants"."amount" between 0 and 1000000000000000),
	CONSTRAINT "bonus_grants_balance_bound" CHECK ("bonus_grants"."balance" between 0 and 1000000000000000),
	CONSTRAINT "bonus_grants_wagered_bound" CHECK ("bonus_grants"."wagered" >= 0),
	CONSTRAINT "bonus_grants_required_bound" CHECK ("bonus_grants"."wagering_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"deposit_nth" integer,
	"code" text,
	"percent" integer,
	"fixed_amount" bigint,
	"max_amount" bigint,
	"min_deposit" bigint,
	"max_deposit" bigint,
	"wagering_multiple" integer NOT NULL,
	"wagering_basis" text DEFAULT 'bonus' NOT NULL,
	"contributions" jsonb NOT NULL,
	"max_bet" bigint,
	"valid_days" integer NOT NULL,
	"conversion_cap" bigint,
	"forfeit_on_withdrawal" boolean DEFAULT true NOT NULL,
	"once_per_person" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_templates_trigger_check" CHECK ("bonus_templates"."trigger" in ('signup', 'deposit', 'code', 'manual', 'reward')),
	CONSTRAINT "bonus_templates_basis_check" CHECK ("bonus_templates"."wagering_basis" in ('bonus', 'bonus_deposit')),
	CONSTRAINT "bonus_templates_multiple_check" CHECK ("bonus_templates"."wagering_multiple" between 0 and 200),
	CONSTRAINT "bonus_templates_percent_check" CHECK ("bonus_templates"."percent" is null or "bonus_templates"."percent" between 1 and 1000),
	CONSTRAINT "bonus_templates_nth_check" CHECK ("bonus_templates"."deposit_nth" is null or "bonus_templates"."deposit_nth" between 1 and 100),
	CONSTRAINT "bonus_templates_days_check" CHECK ("bonus_templates"."valid_days" between 1 and 365),
	CONSTRAINT "bonus_templates_fixed_bound" CHECK ("bonus_templates"."fixed_amount" is null or "bonus_templates"."fixed_amount" between 0 and 1000000000000000),
	CONSTRAINT "bonus_templates_max_bound" CHECK ("bonus_templates"."max_amount" is null or "bonus_templates"."max_amount" between 0 and 1000000000000000),
	CONSTRAINT "bonus_templates_max_bet_bound" CHECK ("bonus_templates"."max_bet" is null or "bonus_templates"."max_bet" between 0 and 1000000000000000),
	CONSTRAINT "bonus_templates_cap_bound" CHECK ("bonus_templates"."conversion_cap" is null or "bonus_templates"."conversion_cap" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_ref" text,
	"idempotency_key" text NOT NULL,
	"title_key" text NOT NULL,
	"title_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"payout" text NOT NULL,
	"template_id" uuid,
	"status" text DEFAULT 'claimable' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"grant_id" uuid,
	"entry_id" uuid,
	CONSTRAINT "rewards_payout_check" CHECK ("rewards"."payout" in ('cash', 'bonus')),
	CONSTRAINT "rewards_status_check" CHECK ("rewards"."status" in ('claimable', 'claimed')),
	CONSTRAINT "rewards_source_check" CHECK ("rewards"."source" in ('signin', 'rebate', 'vip', 'referral', 'promotion', 'manual')),
	CONSTRAINT "rewards_amount_bound" CHECK ("rewards"."amount" > 0 and "rewards"."amount" between 0 and 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "stake_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "grant_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "contribution" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_key_uq" ON "bonus_grants" USING btree ("brand","idempotency_key");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_status_idx" ON "bonus_grants" USING btree ("brand","status","expires_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_template_idx" ON "bonus_grants" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_code_uq" ON "bonus_templates" USING btree ("brand","code") WHERE "bonus_templates"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_key_uq" ON "rewards" USING btree ("brand","idempotency_key");--> statement-breakpoint
CREATE INDEX "rewards_member_idx" ON "rewards" USING btree ("member_id","status","created_at");