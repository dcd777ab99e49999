-- Virtual tours (issue 18, decision 037): tours with their moderation, market listing and floor plan, and their
-- scenes (panoramas with a preview, a mid image and tiles cut by a worker under a lease). An imported tour has a
-- stored site instead of scenes.
CREATE TABLE "tour_scenes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tour_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"view" jsonb DEFAULT '{"yaw":0,"pitch":0,"zoom":50}'::jsonb NOT NULL,
	"north_offset" real DEFAULT 0 NOT NULL,
	"hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"original_file_id" uuid,
	"preview_file_id" uuid,
	"image_file_id" uuid,
	"tile_status" text NOT NULL,
	"tiles" jsonb,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"progress" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_scenes_tile_status_check" CHECK ("tour_scenes"."tile_status" in ('none', 'pending', 'ready', 'failed')),
	CONSTRAINT "tour_scenes_size_check" CHECK ("tour_scenes"."width" > 0 and "tour_scenes"."height" > 0),
	CONSTRAINT "tour_scenes_bytes_check" CHECK ("tour_scenes"."bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"shop_id" uuid,
	"kind" text DEFAULT 'scenes' NOT NULL,
	"slug" text NOT NULL,
	"link" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text,
	"description_en" text,
	"category_id" uuid,
	"location_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"visibility" text DEFAULT 'private' NOT NULL,
	"start_scene_id" uuid,
	"plan" jsonb,
	"plan_file_id" uuid,
	"listing_id" uuid,
	"site" jsonb,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_kind_check" CHECK ("tours"."kind" in ('scenes', 'imported')),
	CONSTRAINT "tours_status_check" CHECK ("tours"."status" in ('draft', 'submitted', 'accepted', 'rejected')),
	CONSTRAINT "tours_visibility_check" CHECK ("tours"."visibility" in ('private', 'unlisted', 'public')),
	CONSTRAINT "tours_bytes_check" CHECK ("tours"."bytes" >= 0),
	CONSTRAINT "tours_site_check" CHECK (("tours"."kind" = 'imported') = ("tours"."site" is not null))
);
--> statement-breakpoint
ALTER TABLE "tour_scenes" ADD CONSTRAINT "tour_scenes_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scenes" ADD CONSTRAINT "tour_scenes_original_file_id_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scenes" ADD CONSTRAINT "tour_scenes_preview_file_id_files_id_fk" FOREIGN KEY ("preview_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_scenes" ADD CONSTRAINT "tour_scenes_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_start_scene_id_tour_scenes_id_fk" FOREIGN KEY ("start_scene_id") REFERENCES "public"."tour_scenes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_plan_file_id_files_id_fk" FOREIGN KEY ("plan_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_scenes_tour_idx" ON "tour_scenes" USING btree ("tour_id","position");--> statement-breakpoint
CREATE INDEX "tour_scenes_queue_idx" ON "tour_scenes" USING btree ("run_after") WHERE "tour_scenes"."tile_status" = 'pending' and "tour_scenes"."lease_owner" is null;--> statement-breakpoint
CREATE INDEX "tour_scenes_leases_idx" ON "tour_scenes" USING btree ("lease_expires_at") WHERE "tour_scenes"."tile_status" = 'pending' and "tour_scenes"."lease_owner" is not null;--> statement-breakpoint
CREATE INDEX "tours_user_idx" ON "tours" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tours_link_idx" ON "tours" USING btree ("link");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_slug_idx" ON "tours" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tours_listing_idx" ON "tours" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "tours_review_idx" ON "tours" USING btree ("status","submitted_at");