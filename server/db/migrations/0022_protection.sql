CREATE TABLE "protection_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "protection_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"ip" text,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_changes_actor_check" CHECK ("protection_changes"."actor_kind" in ('member', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "protection_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"lifts_at" timestamp with time zone,
	"mobile_key" text,
	"email_key" text,
	"id_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_exclusions_kind_check" CHECK ("protection_exclusions"."kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "protection_lift_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"exclusion_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decide_by" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"reason" text,
	CONSTRAINT "protection_lift_requests_status_check" CHECK ("protection_lift_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"set_by" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_member_id_kind_period_set_by_pk" PRIMARY KEY("member_id","kind","period","set_by"),
	CONSTRAINT "protection_limits_kind_check" CHECK ("protection_limits"."kind" in ('deposit', 'loss', 'wager')),
	CONSTRAINT "protection_limits_period_check" CHECK ("protection_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "protection_limits_set_by_check" CHECK ("protection_limits"."set_by" in ('player', 'operator')),
	CONSTRAINT "protection_limits_amount_bound" CHECK ("protection_limits"."amount" is null or "protection_limits"."amount" between 0 and 1000000000000000),
	CONSTRAINT "protection_limits_pending_bound" CHECK ("protection_limits"."pending_amount" is null or "protection_limits"."pending_amount" between 0 and 1000000000000000)
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer,
	"session_limit_minutes" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_settings_reality_check" CHECK ("protection_settings"."reality_check_minutes" is null or "protection_settings"."reality_check_minutes" in (15, 30, 60)),
	CONSTRAINT "protection_settings_session_limit" CHECK ("protection_settings"."session_limit_minutes" is null or "protection_settings"."session_limit_minutes" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "protection_changes" ADD CONSTRAINT "protection_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_exclusions" ADD CONSTRAINT "protection_exclusions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_lift_requests" ADD CONSTRAINT "protection_lift_requests_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_lift_requests" ADD CONSTRAINT "protection_lift_requests_exclusion_id_protection_exclusions_id_fk" FOREIGN KEY ("exclusion_id") REFERENCES "public"."protection_exclusions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_lift_requests" ADD CONSTRAINT "protection_lift_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_changes_member_idx" ON "protection_changes" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "protection_exclusions_member_idx" ON "protection_exclusions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "protection_exclusions_mobile_idx" ON "protection_exclusions" USING btree ("mobile_key");--> statement-breakpoint
CREATE INDEX "protection_exclusions_email_idx" ON "protection_exclusions" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "protection_exclusions_id_idx" ON "protection_exclusions" USING btree ("id_key");--> statement-breakpoint
CREATE INDEX "protection_lift_requests_brand_idx" ON "protection_lift_requests" USING btree ("brand","status","requested_at");--> statement-breakpoint
CREATE INDEX "protection_lift_requests_member_idx" ON "protection_lift_requests" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_member_created_idx" ON "provider_transactions" USING btree ("member_id","created_at");