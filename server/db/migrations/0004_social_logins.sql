CREATE TABLE "social_logins" (
	"brand" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" uuid NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_logins_brand_provider_subject_pk" PRIMARY KEY("brand","provider","subject"),
	CONSTRAINT "social_logins_provider_check" CHECK ("social_logins"."provider" in ('facebook', 'google'))
);
--> statement-breakpoint
ALTER TABLE "social_logins" ADD CONSTRAINT "social_logins_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_logins" ADD CONSTRAINT "social_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_logins_member_provider_uq" ON "social_logins" USING btree ("member_id","provider");