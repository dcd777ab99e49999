-- A shop's 3D gallery (issue 17, decision 036): its room style, and the listings it shows in order, each as its
-- model or its first picture. Items go with their shop or listing.
CREATE TABLE "shop_gallery_items" (
	"shop_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"display" text NOT NULL,
	CONSTRAINT "shop_gallery_items_shop_id_listing_id_pk" PRIMARY KEY("shop_id","listing_id"),
	CONSTRAINT "shop_gallery_items_position_unique" UNIQUE("shop_id","position"),
	CONSTRAINT "shop_gallery_items_display_check" CHECK ("shop_gallery_items"."display" in ('model', 'image')),
	CONSTRAINT "shop_gallery_items_position_check" CHECK ("shop_gallery_items"."position" between 0 and 11)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "gallery_style" text DEFAULT 'gallery' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_gallery_items" ADD CONSTRAINT "shop_gallery_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_gallery_items" ADD CONSTRAINT "shop_gallery_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_gallery_items_listing_idx" ON "shop_gallery_items" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_gallery_style_check" CHECK ("shops"."gallery_style" in ('gallery', 'warm', 'night'));