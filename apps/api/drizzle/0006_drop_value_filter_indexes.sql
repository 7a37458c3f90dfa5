DROP INDEX "spv_numeric_idx";--> statement-breakpoint
DROP INDEX "spv_range_idx";--> statement-breakpoint
DROP INDEX "spv_option_idx";--> statement-breakpoint
DROP INDEX "spv_bool_idx";