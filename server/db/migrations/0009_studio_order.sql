DROP INDEX "studio_spins_session_idx";--> statement-breakpoint
ALTER TABLE "studio_spins" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "studio_spins_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sessions_token_uq" ON "studio_sessions" USING btree ("player_token");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sessions_key_uq" ON "studio_sessions" USING btree ("client_key_hash");--> statement-breakpoint
CREATE INDEX "studio_spins_session_seq_idx" ON "studio_spins" USING btree ("session_id","seq");