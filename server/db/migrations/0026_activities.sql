CREATE TABLE "promotion_application_images" (
	"participation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "promotion_application_images_participation_id_position_pk" PRIMARY KEY("participation_id","position"),
	CONSTRAINT "promotion_application_images_mime_check" CHECK ("promotion_application_images"."mime" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"names" jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_images_mime_check" CHECK ("promotion_images"."mime" in ('image/png', 'image/jpeg', 'image/webp'))
);
--> statement-breakpoint
CREATE TABLE "promotion_participations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_participations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"reason" text,
	"amount" bigint,
	"reward_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_participations_kind_check" CHECK ("promotion_participations"."kind" in ('join', 'apply')),
	CONSTRAINT "promotion_participations_state_check" CHECK ("promotion_participations"."state" in ('Applying', 'Rejected', 'Issued', 'Claimed', 'Process', 'Joined', 'Closed')),
	CONSTRAINT "promotion_participations_amount_check" CHECK ("promotion_participations"."amount" is null or ("promotion_participations"."amount" > 0 and "promotion_participations"."amount" between -1000000000000000 and 1000000000000000))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"translations" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"no_expiry" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"mode" text DEFAULT 'none' NOT NULL,
	"reward_amount" bigint,
	"payout" text DEFAULT 'cash' NOT NULL,
	"bonus_template_id" uuid,
	"key" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_mode_check" CHECK ("promotions"."mode" in ('none', 'join', 'apply')),
	CONSTRAINT "promotions_payout_check" CHECK ("promotions"."payout" in ('cash', 'bonus')),
	CONSTRAINT "promotions_key_check" CHECK ("promotions"."key" is null or "promotions"."key" in ('REFERRAL')),
	CONSTRAINT "promotions_dates_check" CHECK ("promotions"."no_expiry" or "promotions"."end_date" is not null),
	CONSTRAINT "promotions_reward_check" CHECK ("promotions"."reward_amount" is null or ("promotions"."reward_amount" > 0 and "promotions"."reward_amount" between -1000000000000000 and 1000000000000000))
);
--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_participation_id_promotion_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."promotion_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_categories_brand_idx" ON "promotion_categories" USING btree ("brand","sequence");--> statement-breakpoint
CREATE INDEX "promotion_participations_member_idx" ON "promotion_participations" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_participations_queue_idx" ON "promotion_participations" USING btree ("brand","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_join_idx" ON "promotion_participations" USING btree ("promotion_id","member_id") WHERE "promotion_participations"."kind" = 'join';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_open_idx" ON "promotion_participations" USING btree ("promotion_id","member_id") WHERE "promotion_participations"."kind" = 'apply' and "promotion_participations"."state" <> 'Rejected';--> statement-breakpoint
CREATE INDEX "promotions_brand_idx" ON "promotions" USING btree ("brand","enabled","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_brand_key_idx" ON "promotions" USING btree ("brand","key") WHERE "promotions"."key" is not null;