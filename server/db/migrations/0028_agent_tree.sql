CREATE TABLE "agent_tree" (
	"brand" text NOT NULL,
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth_check" CHECK ("agent_tree"."depth" >= 0 and ("agent_tree"."depth" = 0) = ("agent_tree"."ancestor_id" = "agent_tree"."descendant_id"))
);
--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id");--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
-- Backfill (ADR 0023): every member's own row, and one row per ancestor found by walking
-- members.parent_id upwards (same brand only; a broken or cyclic chain stops at 64 levels).
INSERT INTO "agent_tree" ("brand", "ancestor_id", "descendant_id", "depth")
WITH RECURSIVE up("brand", "ancestor_id", "descendant_id", "depth") AS (
	SELECT m."brand", m."id", m."id", 0 FROM "members" m
	UNION ALL
	SELECT up."brand", p."parent_id", up."descendant_id", up."depth" + 1
	FROM up
	JOIN "members" p ON p."id" = up."ancestor_id"
	JOIN "members" a ON a."id" = p."parent_id" AND a."brand" = up."brand"
	WHERE p."parent_id" IS NOT NULL AND up."depth" < 64
)
SELECT "brand", "ancestor_id", "descendant_id", min("depth") FROM up
GROUP BY "brand", "ancestor_id", "descendant_id"
ON CONFLICT DO NOTHING;
