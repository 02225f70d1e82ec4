CREATE TABLE "game_hot_ranks" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"rank" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"rounds" integer NOT NULL,
	"players" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_hot_ranks" ADD CONSTRAINT "game_hot_ranks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_hot_ranks" ADD CONSTRAINT "game_hot_ranks_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_hot_ranks_brand_rank_idx" ON "game_hot_ranks" USING btree ("brand","rank");--> statement-breakpoint
CREATE INDEX "game_rounds_real_started_idx" ON "game_rounds" USING btree ("started_at","brand","game_id") WHERE "game_rounds"."play_money" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "games_brand_hot_pin_uq" ON "games" USING btree ("brand","hot_pin") WHERE "games"."hot_pin" is not null;--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "hot";--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_hot_pin_positive" CHECK ("games"."hot_pin" is null or "games"."hot_pin" >= 1);