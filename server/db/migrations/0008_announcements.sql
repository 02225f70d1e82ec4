CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type_check" CHECK ("announcements"."type" in ('A', 'PL', 'B', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_brand_type_idx" ON "announcements" USING btree ("brand","type","start_at");