-- Stages a supplier proposes in its quote (issue 30, decision 056): accepting the quote makes them the order's.
ALTER TABLE "trade_quotes" ADD COLUMN "stages" jsonb DEFAULT '[]'::jsonb NOT NULL;