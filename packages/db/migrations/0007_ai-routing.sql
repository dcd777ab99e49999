CREATE TABLE "ai_routes" (
	"tool" text PRIMARY KEY NOT NULL,
	"routes" jsonb NOT NULL,
	"offline" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "routes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "provider_handle" jsonb;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "webhook" jsonb;--> statement-breakpoint
ALTER TABLE "ai_routes" ADD CONSTRAINT "ai_routes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;