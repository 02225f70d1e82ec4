CREATE TABLE "guess_guards" (
	"key" text PRIMARY KEY NOT NULL,
	"epoch" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"counted" integer NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guess_guards_counts" CHECK ("guess_guards"."failures" >= 0 and "guess_guards"."counted" >= 0)
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;