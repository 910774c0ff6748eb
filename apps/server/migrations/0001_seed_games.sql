-- The two games exist from the first start; operators flip work_status when a game's servers are down.
INSERT INTO "games" ("id", "name", "slug", "work_status", "error_message") VALUES
  (1, 'Dota 2', 'dota2', true, NULL),
  (2, 'Counter-Strike 2', 'cs2', true, NULL)
ON CONFLICT ("id") DO NOTHING;
