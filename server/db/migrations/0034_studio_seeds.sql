CREATE TABLE "studio_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"player" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seeds_nonce_ck" CHECK ("studio_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "studio_spins" ADD COLUMN "seed_id" uuid;--> statement-breakpoint
ALTER TABLE "studio_spins" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "studio_spins" ADD COLUMN "nonce" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_uq" ON "studio_seeds" USING btree ("brand","player") WHERE "studio_seeds"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_hash_uq" ON "studio_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
ALTER TABLE "studio_spins" ADD CONSTRAINT "studio_spins_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_spins_seed_nonce_uq" ON "studio_spins" USING btree ("seed_id","nonce");