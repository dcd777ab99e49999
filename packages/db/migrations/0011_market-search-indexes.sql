DROP INDEX "listings_state_idx";--> statement-breakpoint
DROP INDEX "listings_city_idx";--> statement-breakpoint
DROP INDEX "listings_district_idx";--> statement-breakpoint
DROP INDEX "listings_created_idx";--> statement-breakpoint
DROP INDEX "listings_likes_idx";--> statement-breakpoint
DROP INDEX "listings_price_idx";--> statement-breakpoint
CREATE INDEX "listings_active_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_kind_idx" ON "listings" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_category_idx" ON "listings" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_state_idx" ON "listings" USING btree ("state_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_city_idx" ON "listings" USING btree ("city_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_district_idx" ON "listings" USING btree ("district_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_liked_idx" ON "listings" USING btree ("like_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_active_price_idx" ON "listings" USING btree ("price","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
-- Fresh statistics, so the planner weighs the new indexes against real row counts (PGlite never analyzes by itself).
ANALYZE "listings";
