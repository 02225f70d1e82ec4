CREATE TABLE "agent_rebate_caps" (
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"max_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_caps_brand_category_pk" PRIMARY KEY("brand","category"),
	CONSTRAINT "agent_rebate_caps_bp_check" CHECK ("agent_rebate_caps"."max_bp" >= 0 and "agent_rebate_caps"."max_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_lines" (
	"brand" text NOT NULL,
	"period" text NOT NULL,
	"earner_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"category" text NOT NULL,
	"turnover" bigint NOT NULL,
	"rate_diff" integer NOT NULL,
	"amount" bigint NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_lines_period_earner_id_source_id_category_pk" PRIMARY KEY("period","earner_id","source_id","category"),
	CONSTRAINT "agent_rebate_lines_amount_bound" CHECK ("agent_rebate_lines"."amount" between 0 and 1000000000000000),
	CONSTRAINT "agent_rebate_lines_turnover_bound" CHECK ("agent_rebate_lines"."turnover" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "agent_rebate_rates" (
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"category" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"set_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rebate_rates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "agent_rebate_rates_bp_check" CHECK ("agent_rebate_rates"."rate_bp" >= 0 and "agent_rebate_rates"."rate_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"trigger" text NOT NULL,
	"reason" text,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agent_settlement_runs_status_check" CHECK ("agent_settlement_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "agent_rebate_caps" ADD CONSTRAINT "agent_rebate_caps_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_earner_id_members_id_fk" FOREIGN KEY ("earner_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_lines" ADD CONSTRAINT "agent_rebate_lines_source_id_members_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebate_rates" ADD CONSTRAINT "agent_rebate_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlement_runs" ADD CONSTRAINT "agent_settlement_runs_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_rebate_lines_earner_idx" ON "agent_rebate_lines" USING btree ("earner_id","period");--> statement-breakpoint
CREATE INDEX "agent_rebate_lines_brand_period_idx" ON "agent_rebate_lines" USING btree ("brand","period");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_brand_idx" ON "agent_settlement_runs" USING btree ("brand","started_at");