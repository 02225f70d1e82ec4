CREATE TABLE "chat_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_episodes" ADD CONSTRAINT "chat_episodes_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_episodes" ADD CONSTRAINT "chat_episodes_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_episodes_conversation_opened_uq" ON "chat_episodes" USING btree ("conversation_id","opened_at");--> statement-breakpoint
CREATE INDEX "chat_episodes_brand_opened_idx" ON "chat_episodes" USING btree ("brand","opened_at");