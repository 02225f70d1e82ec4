CREATE TABLE "signin_configs" (
	"brand" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cycle_days" integer NOT NULL,
	"payout" text DEFAULT 'cash' NOT NULL,
	"template_id" uuid,
	"makeup_allowed" boolean DEFAULT false NOT NULL,
	"makeup_per_cycle" integer DEFAULT 0 NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_configs_cycle_check" CHECK ("signin_configs"."cycle_days" between 1 and 31),
	CONSTRAINT "signin_configs_payout_check" CHECK ("signin_configs"."payout" in ('cash', 'bonus')),
	CONSTRAINT "signin_configs_makeup_check" CHECK ("signin_configs"."makeup_per_cycle" between 0 and 31)
);
--> statement-breakpoint
CREATE TABLE "signin_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"date" text NOT NULL,
	"cycle_start" text NOT NULL,
	"day" integer NOT NULL,
	"amount" bigint NOT NULL,
	"makeup" boolean DEFAULT false NOT NULL,
	"reward_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signin_records_date_check" CHECK ("signin_records"."date" ~ '^\d{4}-\d{2}-\d{2}$'),
	CONSTRAINT "signin_records_day_check" CHECK ("signin_records"."day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "signin_rewards" (
	"brand" text NOT NULL,
	"day" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "signin_rewards_brand_day_pk" PRIMARY KEY("brand","day"),
	CONSTRAINT "signin_rewards_day_check" CHECK ("signin_rewards"."day" between 1 and 31),
	CONSTRAINT "signin_rewards_amount_bound" CHECK ("signin_rewards"."amount" > 0 and "signin_rewards"."amount" between 0 and 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "signin_configs" ADD CONSTRAINT "signin_configs_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_records" ADD CONSTRAINT "signin_records_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_records" ADD CONSTRAINT "signin_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signin_rewards" ADD CONSTRAINT "signin_rewards_brand_signin_configs_brand_fk" FOREIGN KEY ("brand") REFERENCES "public"."signin_configs"("brand") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signin_records_member_date_uq" ON "signin_records" USING btree ("member_id","date");--> statement-breakpoint
CREATE INDEX "signin_records_member_idx" ON "signin_records" USING btree ("member_id","cycle_start");