CREATE TABLE "models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text,
	"description_en" text,
	"source" text NOT NULL,
	"source_design_id" uuid,
	"format" text NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"slug" text NOT NULL,
	"link" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_detail" text,
	"original_file_id" uuid,
	"glb_file_id" uuid,
	"usdz_file_id" uuid,
	"poster_file_id" uuid,
	"thumbnail_file_id" uuid,
	"bytes" integer NOT NULL,
	"stats" jsonb,
	"ar" jsonb DEFAULT '{"placement":"floor","scaling":"real","size":null,"scale":1}'::jsonb NOT NULL,
	"viewer" jsonb DEFAULT '{"environment":"neutral","exposure":1,"shadowIntensity":1,"shadowSoftness":1,"cameraOrbit":null,"autoRotate":true}'::jsonb NOT NULL,
	"hotspots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "models_status_check" CHECK ("models"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "models_visibility_check" CHECK ("models"."visibility" in ('private', 'unlisted', 'public')),
	CONSTRAINT "models_source_check" CHECK ("models"."source" in ('upload', 'design')),
	CONSTRAINT "models_format_check" CHECK ("models"."format" in ('glb', 'gltf-zip', 'usdz')),
	CONSTRAINT "models_bytes_check" CHECK ("models"."bytes" >= 0),
	CONSTRAINT "models_progress_check" CHECK ("models"."progress" >= 0 and "models"."progress" <= 1)
);
--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_source_design_id_designs_id_fk" FOREIGN KEY ("source_design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_original_file_id_files_id_fk" FOREIGN KEY ("original_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_glb_file_id_files_id_fk" FOREIGN KEY ("glb_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_usdz_file_id_files_id_fk" FOREIGN KEY ("usdz_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_poster_file_id_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "models_user_idx" ON "models" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "models_link_idx" ON "models" USING btree ("link");--> statement-breakpoint
CREATE UNIQUE INDEX "models_design_idx" ON "models" USING btree ("user_id","source_design_id");--> statement-breakpoint
CREATE INDEX "models_queue_idx" ON "models" USING btree ("run_after") WHERE "models"."status" = 'processing' and "models"."lease_owner" is null;--> statement-breakpoint
CREATE INDEX "models_leases_idx" ON "models" USING btree ("lease_expires_at") WHERE "models"."status" = 'processing' and "models"."lease_owner" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_model3d_id_models_id_fk" FOREIGN KEY ("model3d_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_model_idx" ON "listings" USING btree ("model3d_id") WHERE "listings"."model3d_id" is not null;