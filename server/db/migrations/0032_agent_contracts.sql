CREATE TABLE "agent_contract_defaults" (
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_contract_defaults_brand_kind_pk" PRIMARY KEY("brand","kind"),
	CONSTRAINT "agent_contract_defaults_kind_check" CHECK ("agent_contract_defaults"."kind" in ('salary', 'dividend', 'hourly'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"downline_id" uuid NOT NULL,
	"payer_id" uuid,
	"paid_by" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"turnover" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"net_loss" bigint NOT NULL,
	"tier" integer,
	"due" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"owed" bigint NOT NULL,
	"entry_id" uuid,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_contract_settlements_paid_by_check" CHECK ("agent_contract_settlements"."paid_by" in ('upline', 'house')),
	CONSTRAINT "agent_contract_settlements_sum_check" CHECK ("agent_contract_settlements"."paid" >= 0 and "agent_contract_settlements"."owed" >= 0 and "agent_contract_settlements"."paid" + "agent_contract_settlements"."owed" = "agent_contract_settlements"."due"),
	CONSTRAINT "agent_contract_settlements_due_bound" CHECK ("agent_contract_settlements"."due" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"downline_id" uuid NOT NULL,
	"upline_id" uuid,
	"staff_id" uuid,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"revises_id" uuid,
	"offered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_check" CHECK ("agent_contracts"."kind" in ('salary', 'dividend', 'hourly')),
	CONSTRAINT "agent_contracts_status_check" CHECK ("agent_contracts"."status" in ('offered', 'active', 'refused', 'superseded')),
	CONSTRAINT "agent_contracts_period_check" CHECK (("agent_contracts"."kind" = 'salary' and "agent_contracts"."period" = 'day') or ("agent_contracts"."kind" = 'hourly' and "agent_contracts"."period" = 'hour') or ("agent_contracts"."kind" = 'dividend' and "agent_contracts"."period" in ('half_month', 'month'))),
	CONSTRAINT "agent_contracts_offerer_check" CHECK (("agent_contracts"."upline_id" is null) = ("agent_contracts"."staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_defaults" ADD CONSTRAINT "agent_contract_defaults_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_settlements_period_uq" ON "agent_contract_settlements" USING btree ("contract_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_settlements_downline_uq" ON "agent_contract_settlements" USING btree ("downline_id","kind","period_key");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_payer_idx" ON "agent_contract_settlements" USING btree ("payer_id","settled_at");--> statement-breakpoint
CREATE INDEX "agent_contract_settlements_brand_idx" ON "agent_contract_settlements" USING btree ("brand","kind","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_uq" ON "agent_contracts" USING btree ("downline_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_brand_idx" ON "agent_contracts" USING btree ("brand","kind","status");