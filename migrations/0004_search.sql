-- Full-text search (FTS5, BM25) over event text, node summaries and grip excerpts.
-- Triggers keep each index in the same transaction as the row it indexes: no lag, no drift.
--
-- Tokenizer: unicode61 splits on punctuation, so a code identifier is found by its parts
-- as well as whole: `jwt.ts` is the phrase "jwt ts", `ERR_TOKEN_EXPIRED` the phrase
-- "err token expired" (and plain "expired" finds it too); camelCase stays one token
-- (`requireAuth` → "requireauth", case-folded). porter stems English on top, so "expiry",
-- "expired" and "expires" meet. remove_diacritics 2 folds accents.

-- Events: external content (the text is not stored twice); user_id is indexed so a search
-- stays inside one user's rows.
CREATE VIRTUAL TABLE events_fts USING fts5(
  user_id, text,
  content = 'events', content_rowid = 'rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER events_fts_insert AFTER INSERT ON events BEGIN
  INSERT INTO events_fts (rowid, user_id, text) VALUES (new.rowid, new.user_id, new.text);
END;
CREATE TRIGGER events_fts_delete AFTER DELETE ON events BEGIN
  INSERT INTO events_fts (events_fts, rowid, user_id, text) VALUES ('delete', old.rowid, old.user_id, old.text);
END;
INSERT INTO events_fts (events_fts) VALUES ('rebuild');

-- Nodes: the bullets column holds the bullet texts (not their JSON), so this index keeps
-- its own copy. Rows share the node row's rowid; queries filter by user through the join
-- (nodes are few next to events), so user_id is stored but not indexed.
CREATE VIRTUAL TABLE nodes_fts USING fts5(
  user_id UNINDEXED, title, bullets, keywords,
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER nodes_fts_insert AFTER INSERT ON toc_nodes BEGIN
  INSERT INTO nodes_fts (rowid, user_id, title, bullets, keywords) VALUES (
    new.rowid, new.user_id, new.title,
    (SELECT group_concat(b.value ->> '$.text', ' ') FROM json_each(new.bullets) AS b),
    (SELECT group_concat(k.value, ' ') FROM json_each(new.keywords) AS k));
END;
CREATE TRIGGER nodes_fts_update AFTER UPDATE OF title, bullets, keywords ON toc_nodes BEGIN
  DELETE FROM nodes_fts WHERE rowid = old.rowid;
  INSERT INTO nodes_fts (rowid, user_id, title, bullets, keywords) VALUES (
    new.rowid, new.user_id, new.title,
    (SELECT group_concat(b.value ->> '$.text', ' ') FROM json_each(new.bullets) AS b),
    (SELECT group_concat(k.value, ' ') FROM json_each(new.keywords) AS k));
END;
CREATE TRIGGER nodes_fts_delete AFTER DELETE ON toc_nodes BEGIN
  DELETE FROM nodes_fts WHERE rowid = old.rowid;
END;
INSERT INTO nodes_fts (rowid, user_id, title, bullets, keywords)
SELECT n.rowid, n.user_id, n.title,
  (SELECT group_concat(b.value ->> '$.text', ' ') FROM json_each(n.bullets) AS b),
  (SELECT group_concat(k.value, ' ') FROM json_each(n.keywords) AS k)
FROM toc_nodes AS n;

-- Grips: external content on the excerpt.
CREATE VIRTUAL TABLE grips_fts USING fts5(
  user_id, excerpt,
  content = 'grips', content_rowid = 'rowid',
  tokenize = 'porter unicode61 remove_diacritics 2'
);
CREATE TRIGGER grips_fts_insert AFTER INSERT ON grips BEGIN
  INSERT INTO grips_fts (rowid, user_id, excerpt) VALUES (new.rowid, new.user_id, new.excerpt);
END;
CREATE TRIGGER grips_fts_delete AFTER DELETE ON grips BEGIN
  INSERT INTO grips_fts (grips_fts, rowid, user_id, excerpt) VALUES ('delete', old.rowid, old.user_id, old.excerpt);
END;
INSERT INTO grips_fts (grips_fts) VALUES ('rebuild');
