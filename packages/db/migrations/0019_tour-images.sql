-- Pictures of info hotspots (issue 18, decision 037): uploaded for one tour and stored under its files. An info
-- hotspot named an outside picture by its address (imageUrl), which the site's policy blocked and the export left
-- out; it now names one of these (imageId), so the old addresses are dropped.
CREATE TABLE "tour_images" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"tour_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_images" ADD CONSTRAINT "tour_images_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tour_images_tour_idx" ON "tour_images" USING btree ("tour_id");--> statement-breakpoint
UPDATE "tour_scenes" SET "hotspots" = (
	SELECT jsonb_agg(h.value - 'imageUrl' ORDER BY h.position)
	FROM jsonb_array_elements("tour_scenes"."hotspots") WITH ORDINALITY AS h(value, position)
) WHERE jsonb_path_exists("hotspots", '$[*].imageUrl');
