DROP INDEX "projects_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" drop column "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coulisse_unaccent(lower("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."email" || ' ' || coalesce("users"."city_name", '') || ' ' || coalesce("users"."phone_number", '') || ' ' || coalesce("users"."cell_phone", '')))) STORED;--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (coulisse_unaccent(lower("name")) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Dropping the column dropped its index; drizzle-kit does not see that, so it is recreated here.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
