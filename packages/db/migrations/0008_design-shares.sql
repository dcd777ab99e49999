ALTER TABLE "designs" ADD COLUMN "share_slug" text;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "share_prompt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_share_slug_unique" UNIQUE("share_slug");