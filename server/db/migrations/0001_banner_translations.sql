CREATE TABLE "banner_translations" (
	"banner_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"image_url" text,
	CONSTRAINT "banner_translations_banner_id_lang_pk" PRIMARY KEY("banner_id","lang"),
	CONSTRAINT "banner_translations_lang_check" CHECK ("banner_translations"."lang" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
	CONSTRAINT "banner_translations_not_empty_check" CHECK ("banner_translations"."title" is not null or "banner_translations"."image_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;