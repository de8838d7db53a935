-- Filling in text a hook could not send. A hook that has no reply text (Copilot's agentStop,
-- Grok's Stop) stores its event with text '' and metadata text_pending = 'true'; when the same
-- event_id is posted again with text (the importer read it from the agent's log), the stored
-- row gets that text (src/db/events.ts). Everything derived from the old text follows here, in
-- the same transaction as the update.

-- The event search index, which until now only saw inserts and deletes.
CREATE TRIGGER events_fts_update AFTER UPDATE OF text ON events BEGIN
  INSERT INTO events_fts (events_fts, rowid, user_id, text) VALUES ('delete', old.rowid, old.user_id, old.text);
  INSERT INTO events_fts (rowid, user_id, text) VALUES (new.rowid, new.user_id, new.text);
END;

-- Sessions whose segments must be derived again from their events: the user's Durable Object
-- rebuilds each one (src/toc/rebuild.ts, the admin rebuild's code) and deletes its row in the
-- rebuild's own batch. generation grows with every new request, so a request made while a
-- rebuild of the same session ran is not deleted with it.
CREATE TABLE session_refreshes (
  user_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  generation INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (user_id, session_id)
);

CREATE TRIGGER events_text_filled AFTER UPDATE OF text ON events WHEN old.text = '' AND new.text <> '' BEGIN
  INSERT INTO session_refreshes (user_id, session_id) VALUES (new.user_id, new.session_id)
  ON CONFLICT (user_id, session_id) DO UPDATE SET generation = generation + 1;
END;
