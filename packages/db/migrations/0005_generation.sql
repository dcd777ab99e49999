CREATE TABLE "design_outputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"thumbnail_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"input" jsonb NOT NULL,
	"cost" integer NOT NULL,
	"seed" integer NOT NULL,
	"provider" text,
	"model" text,
	"preview" boolean DEFAULT false NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"provider_request_id" text,
	"error_code" text,
	"error_detail" text,
	"refunded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_status_check" CHECK ("designs"."status" in ('queued', 'processing', 'completed', 'failed', 'cancelled', 'deleted')),
	CONSTRAINT "designs_cost_check" CHECK ("designs"."cost" >= 0),
	CONSTRAINT "designs_progress_check" CHECK ("designs"."progress" >= 0 and "designs"."progress" <= 1)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_kind_check" CHECK ("files"."kind" in ('image', 'video', 'audio', 'model3d')),
	CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" in ('upload', 'output', 'thumbnail'))
);
--> statement-breakpoint
ALTER TABLE "design_outputs" ADD CONSTRAINT "design_outputs_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_outputs" ADD CONSTRAINT "design_outputs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_outputs" ADD CONSTRAINT "design_outputs_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_outputs_position_idx" ON "design_outputs" USING btree ("design_id","position");--> statement-breakpoint
CREATE INDEX "designs_user_idx" ON "designs" USING btree ("user_id","tool","created_at");--> statement-breakpoint
CREATE INDEX "designs_queue_idx" ON "designs" USING btree ("run_after") WHERE "designs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "designs_leases_idx" ON "designs" USING btree ("lease_expires_at") WHERE "designs"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "designs_provider_request_idx" ON "designs" USING btree ("provider","provider_request_id");--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id","created_at");