CREATE TABLE "card_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "card_rounds_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"session_id" uuid NOT NULL,
	"player" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"seed_id" uuid,
	"client_seed" text,
	"nonce" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_rounds_stake_ck" CHECK ("card_rounds"."stake" between 0 and 1000000000000000),
	CONSTRAINT "card_rounds_win_ck" CHECK ("card_rounds"."win" between 0 and 1000000000000000)
);
--> statement-breakpoint
ALTER TABLE "card_rounds" ADD CONSTRAINT "card_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_rounds" ADD CONSTRAINT "card_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_rounds_session_seq_idx" ON "card_rounds" USING btree ("session_id","seq");--> statement-breakpoint
CREATE INDEX "card_rounds_status_idx" ON "card_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_rounds_one_open_uq" ON "card_rounds" USING btree ("session_id") WHERE "card_rounds"."status" in ('dealing', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "card_rounds_seed_nonce_uq" ON "card_rounds" USING btree ("seed_id","nonce");