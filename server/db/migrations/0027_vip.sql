CREATE TABLE "member_vip" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"turnover_offset" bigint DEFAULT 0 NOT NULL,
	"reviewed_month" text,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"rank" integer NOT NULL,
	"name" text NOT NULL,
	"min_turnover" bigint DEFAULT 0 NOT NULL,
	"min_deposits" bigint DEFAULT 0 NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"withdraw_daily_count" integer DEFAULT 0 NOT NULL,
	"withdraw_daily_amount" bigint DEFAULT 0 NOT NULL,
	"keep_turnover" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_rank_check" CHECK ("vip_levels"."rank" between 0 and 99),
	CONSTRAINT "vip_levels_amounts_bound" CHECK ("vip_levels"."min_turnover" between 0 and 1000000000000000 and "vip_levels"."min_deposits" between 0 and 1000000000000000 and "vip_levels"."upgrade_bonus" between 0 and 1000000000000000 and "vip_levels"."monthly_bonus" between 0 and 1000000000000000 and "vip_levels"."withdraw_daily_amount" between 0 and 1000000000000000 and "vip_levels"."keep_turnover" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "vip_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"period" text NOT NULL,
	"ref" text,
	"basis" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"payout" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_payouts_kind_check" CHECK ("vip_payouts"."kind" in ('rebate', 'vip_upgrade', 'vip_monthly', 'referral_deposit', 'referral_turnover')),
	CONSTRAINT "vip_payouts_payout_check" CHECK ("vip_payouts"."payout" in ('reward', 'cash')),
	CONSTRAINT "vip_payouts_amount_bound" CHECK ("vip_payouts"."amount" > 0 and "vip_payouts"."amount" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"brand" text PRIMARY KEY NOT NULL,
	"rebate_payout" text DEFAULT 'reward' NOT NULL,
	"demotion" boolean DEFAULT false NOT NULL,
	"referral_deposit_threshold" bigint DEFAULT 0 NOT NULL,
	"referral_deposit_reward" bigint DEFAULT 0 NOT NULL,
	"referral_turnover_share_bp" integer DEFAULT 0 NOT NULL,
	"referral_turnover_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_settings_payout_check" CHECK ("vip_settings"."rebate_payout" in ('reward', 'cash')),
	CONSTRAINT "vip_settings_share_check" CHECK ("vip_settings"."referral_turnover_share_bp" between 0 and 10000),
	CONSTRAINT "vip_settings_days_check" CHECK ("vip_settings"."referral_turnover_days" between 1 and 365),
	CONSTRAINT "vip_settings_amounts_bound" CHECK ("vip_settings"."referral_deposit_threshold" between 0 and 1000000000000000 and "vip_settings"."referral_deposit_reward" between 0 and 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_payouts" ADD CONSTRAINT "vip_payouts_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_payouts" ADD CONSTRAINT "vip_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_settings" ADD CONSTRAINT "vip_settings_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_vip_brand_rank_idx" ON "member_vip" USING btree ("brand","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_rank_uq" ON "vip_levels" USING btree ("brand","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_name_uq" ON "vip_levels" USING btree ("brand","name");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_payouts_key_uq" ON "vip_payouts" USING btree ("brand","key");--> statement-breakpoint
CREATE INDEX "vip_payouts_report_idx" ON "vip_payouts" USING btree ("brand","kind","period");--> statement-breakpoint
CREATE INDEX "vip_payouts_member_idx" ON "vip_payouts" USING btree ("member_id","created_at");