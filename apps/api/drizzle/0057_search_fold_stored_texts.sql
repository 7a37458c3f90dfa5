-- Stored search texts written before decision 114 hold «2 5» where their source says «2.5» (docs/decisions/117-*.md,
-- issue 35): the app's normalizeForSearch dropped the point, and migration 0056 folded anew only what its generated
-- columns read from the row's own title and name. The query side folds «2.5», «۲٫۵» and «٢٫٥» to «2.5», so an article's
-- summary, a question's answer or a video's description said with a decimal could not be found by it. Each text is
-- written again from what it is made of, as the app writes it now (the generated search columns follow), and only
-- where that source holds a decimal. The popular searches' keys are not touched: a stored key «2 5» is the fold of
-- «2.5» and of «2 5» alike, so which was typed cannot be told.
--
-- Articles of the site (no supplier): title, summary and labels (articles.service.ts, the seed).
UPDATE "pages" SET "search_text" = bz_search_fold("title" || ' ' || "summary" || ' ' || array_to_string("labels", ' '))
  WHERE "merchant_id" IS NULL
    AND ("title" || ' ' || "summary" || ' ' || array_to_string("labels", ' ')) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
-- A supplier's article: its title and its body as plain text, the first 4,000 characters (supplier-articles.ts); tags
-- and character references become spaces, as the fold makes any mark a space.
UPDATE "pages" SET "search_text" = left(bz_search_fold("title" || ' '
    || regexp_replace(regexp_replace("body_html", '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 4000)
  WHERE "merchant_id" IS NOT NULL AND ("title" || ' ' || "body_html") ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
-- Questions and answers, and videos (their text is matched as the folded query's words).
UPDATE "faq_questions" SET "search_text" = bz_search_fold("question" || ' ' || "answer")
  WHERE ("question" || ' ' || "answer") ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';--> statement-breakpoint
UPDATE "media_videos" SET "search_text" = bz_search_fold("title" || ' ' || "description" || ' ' || array_to_string("labels", ' '))
  WHERE ("title" || ' ' || "description" || ' ' || array_to_string("labels", ' ')) ~ '[0-9۰-۹٠-٩][.٫][0-9۰-۹٠-٩]';
