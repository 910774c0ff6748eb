-- Uploaded media are served same-origin (`/media/<key>`) since issue 18: earlier versions stored
-- absolute URLs on PUBLIC_URL (`http://localhost:3000/media/…`), which break when the site is opened
-- at any other address. Rewrite those to the path; only a value that is exactly one of our storage
-- keys under /media/ is touched (a Steam avatar or any other outside address keeps its value).
UPDATE users SET avatar_url = regexp_replace(avatar_url, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE avatar_url ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE teams SET avatar_url = regexp_replace(avatar_url, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE avatar_url ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE chats SET avatar_url = regexp_replace(avatar_url, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE avatar_url ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE tournaments SET image = regexp_replace(image, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE image ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE jars SET image = regexp_replace(image, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE image ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE banners SET image = regexp_replace(image, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE image ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE report_files SET url = regexp_replace(url, '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1') WHERE url ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$';
--> statement-breakpoint
UPDATE chat_messages SET files = (
  SELECT jsonb_agg(
    CASE WHEN item->>'file' ~ '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$'
      THEN jsonb_set(item, '{file}', to_jsonb(regexp_replace(item->>'file', '^https?://[^/?#]+(/media/[a-z0-9][a-z0-9_/-]*\.[a-z0-9]{2,5})$', '\1')))
      ELSE item END
    ORDER BY position)
  FROM jsonb_array_elements(chat_messages.files) WITH ORDINALITY AS list(item, position)
) WHERE jsonb_array_length(files) > 0 AND files::text ~ 'https?://[^/"]+/media/';
