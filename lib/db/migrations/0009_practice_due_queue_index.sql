DROP INDEX "practice_cards_owner_due_idx";--> statement-breakpoint
CREATE INDEX "practice_cards_owner_due_item_idx" ON "practice_cards" USING btree ("owner_id","due","item_id");