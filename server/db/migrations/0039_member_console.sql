CREATE TABLE "member_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_tags" (
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"staff_username" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_tags_member_id_tag_pk" PRIMARY KEY("member_id","tag")
);
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_status_check";--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tags" ADD CONSTRAINT "member_tags_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_tags_brand_tag_idx" ON "member_tags" USING btree ("brand","tag");--> statement-breakpoint
CREATE INDEX "login_history_ip_idx" ON "login_history" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "members_brand_id_number_idx" ON "members" USING btree ("brand","id_number");--> statement-breakpoint
CREATE INDEX "members_brand_device_idx" ON "members" USING btree ("brand","device_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_status_check" CHECK ("members"."status" in ('active', 'disabled', 'self_excluded', 'closed'));