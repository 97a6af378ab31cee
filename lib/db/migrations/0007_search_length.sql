ALTER TABLE "source_chunks" ADD COLUMN "search_length" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "search_length" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Chunks indexed before: their length for BM25 from their index terms, as searchLength computes it
-- (words, plus single CJK characters at a third each; CJK words and bigrams do not count).
UPDATE "source_chunks" SET "search_length" = GREATEST(1, round((
  SELECT count(*) FILTER (WHERE t !~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003ffff]')
    + count(*) FILTER (WHERE char_length(t) = 1 AND t ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0003ffff]') / 3.0
  FROM unnest(string_to_array("search_text", ' ')) AS t WHERE t <> ''
))::integer);--> statement-breakpoint
UPDATE "sources" SET "search_length" = coalesce((SELECT sum(c."search_length") FROM "source_chunks" c WHERE c."source_id" = "sources"."id"), 0);
