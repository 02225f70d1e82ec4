CREATE TABLE "studio_pacing" (
	"brand" text NOT NULL,
	"player" text NOT NULL,
	"last_spin_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_pacing_brand_player_pk" PRIMARY KEY("brand","player")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "age_confirmed_at" timestamp with time zone;