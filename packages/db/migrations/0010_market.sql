CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_kind_slug_unique" UNIQUE("kind","slug"),
	CONSTRAINT "categories_kind_check" CHECK ("categories"."kind" in ('place', 'service', 'item')),
	CONSTRAINT "categories_not_own_parent" CHECK ("categories"."parent_id" is distinct from "categories"."id")
);
--> statement-breakpoint
CREATE TABLE "category_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"label_fa" text NOT NULL,
	"label_en" text NOT NULL,
	"options" jsonb,
	"min" double precision,
	"max" double precision,
	"unit_fa" text,
	"unit_en" text,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_properties_key_unique" UNIQUE("category_id","key"),
	CONSTRAINT "category_properties_type_check" CHECK ("category_properties"."type" in ('number', 'enum', 'text', 'boolean'))
);
--> statement-breakpoint
CREATE TABLE "display_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"months" integer NOT NULL,
	"coins" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "display_prices_category_months_unique" UNIQUE NULLS NOT DISTINCT("category_id","months"),
	CONSTRAINT "display_prices_months_check" CHECK ("display_prices"."months" between 1 and 12),
	CONSTRAINT "display_prices_coins_check" CHECK ("display_prices"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_likes" (
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_likes_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "listing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"months" integer NOT NULL,
	"coins" integer NOT NULL,
	"factor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_payments_months_check" CHECK ("listing_payments"."months" between 1 and 12),
	CONSTRAINT "listing_payments_coins_check" CHECK ("listing_payments"."coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_fa" text NOT NULL,
	"title_en" text,
	"description_fa" text,
	"description_en" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer,
	"currency" text DEFAULT 'IRR' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"country_id" uuid,
	"state_id" uuid,
	"city_id" uuid,
	"district_id" uuid,
	"virtual_tour_id" uuid,
	"model3d_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"pending_months" integer DEFAULT 0 NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"like_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_shop_slug_unique" UNIQUE("shop_id","slug"),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('draft', 'paid', 'active', 'rejected', 'disabled', 'deleted')),
	CONSTRAINT "listings_kind_check" CHECK ("listings"."kind" in ('place', 'service', 'item')),
	CONSTRAINT "listings_lat_check" CHECK ("listings"."lat" between -90 and 90),
	CONSTRAINT "listings_lng_check" CHECK ("listings"."lng" between -180 and 180),
	CONSTRAINT "listings_price_check" CHECK ("listings"."price" >= 0),
	CONSTRAINT "listings_counts_check" CHECK ("listings"."like_count" >= 0 and "listings"."view_count" >= 0 and "listings"."pending_months" >= 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"level" text NOT NULL,
	"slug" text NOT NULL,
	"code" text,
	"name_fa" text NOT NULL,
	"name_en" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_parent_slug_unique" UNIQUE NULLS NOT DISTINCT("parent_id","slug"),
	CONSTRAINT "locations_level_check" CHECK ("locations"."level" in ('country', 'state', 'city', 'district')),
	CONSTRAINT "locations_root_is_country" CHECK (("locations"."parent_id" is null) = ("locations"."level" = 'country')),
	CONSTRAINT "locations_lat_check" CHECK ("locations"."lat" between -90 and 90),
	CONSTRAINT "locations_lng_check" CHECK ("locations"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "shop_designs" (
	"shop_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_designs_shop_id_design_id_pk" PRIMARY KEY("shop_id","design_id")
);
--> statement-breakpoint
CREATE TABLE "shop_media" (
	"shop_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_media_shop_id_file_id_pk" PRIMARY KEY("shop_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_key" text NOT NULL,
	"name_en_key" text NOT NULL,
	"link" text NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text,
	"address_en" text,
	"lat" double precision,
	"lng" double precision,
	"country_id" uuid,
	"state_id" uuid,
	"city_id" uuid,
	"district_id" uuid,
	"profile_image_id" uuid,
	"banner_image_id" uuid,
	"description" text,
	"description_en" text,
	"working_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"landing" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "shops_link_unique" UNIQUE("link"),
	CONSTRAINT "shops_status_check" CHECK ("shops"."status" in ('active', 'disabled')),
	CONSTRAINT "shops_lat_check" CHECK ("shops"."lat" between -90 and 90),
	CONSTRAINT "shops_lng_check" CHECK ("shops"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_prices" ADD CONSTRAINT "display_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_likes" ADD CONSTRAINT "listing_likes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_likes" ADD CONSTRAINT "listing_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_payments" ADD CONSTRAINT "listing_payments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_payments" ADD CONSTRAINT "listing_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_country_id_locations_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_state_id_locations_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_district_id_locations_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_designs" ADD CONSTRAINT "shop_designs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_designs" ADD CONSTRAINT "shop_designs_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_media" ADD CONSTRAINT "shop_media_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_media" ADD CONSTRAINT "shop_media_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_country_id_locations_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_state_id_locations_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_locations_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_district_id_locations_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_profile_image_id_files_id_fk" FOREIGN KEY ("profile_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_banner_image_id_files_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "listing_likes_user_idx" ON "listing_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listing_payments_listing_idx" ON "listing_payments" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_shop_idx" ON "listings" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "listings_public_idx" ON "listings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "listings_category_idx" ON "listings" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "listings_state_idx" ON "listings" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "listings_city_idx" ON "listings" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "listings_district_idx" ON "listings" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "listings_lat_lng_idx" ON "listings" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_likes_idx" ON "listings" USING btree ("like_count");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price");--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_search_fts_idx" ON "listings" USING gin (to_tsvector('simple'::regconfig, "search_text"));--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_key_unique" ON "shops" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_en_key_unique" ON "shops" USING btree ("name_en_key");