CREATE TABLE "brand_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_domains_host_check" CHECK ("brand_domains"."host" ~ '^[a-z0-9.-]{1,253}$')
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "brands" text[];--> statement-breakpoint
ALTER TABLE "brand_domains" ADD CONSTRAINT "brand_domains_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;