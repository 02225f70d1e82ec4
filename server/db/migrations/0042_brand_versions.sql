CREATE TABLE "brand_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_assets_mime_check" CHECK ("brand_assets"."mime" in ('image/svg+xml', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "brand_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text NOT NULL,
	"base_version_id" integer,
	"rolled_back_from" integer,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone,
	CONSTRAINT "brand_versions_status_check" CHECK ("brand_versions"."status" in ('draft', 'published', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "brand_assets" ADD CONSTRAINT "brand_assets_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_versions" ADD CONSTRAINT "brand_versions_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_versions_one_draft_uq" ON "brand_versions" USING btree ("brand") WHERE "brand_versions"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "brand_versions_one_live_uq" ON "brand_versions" USING btree ("brand") WHERE "brand_versions"."status" = 'published';--> statement-breakpoint
CREATE INDEX "brand_versions_brand_idx" ON "brand_versions" USING btree ("brand","id");