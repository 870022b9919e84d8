-- Every server process caches sessions in memory (src/server/auth/session-cache.ts). When a user,
-- an agency or a session row changes or goes, the database itself tells every process listening
-- on channel tessera_auth, whoever made the change. NOTIFY is sent at commit, and not at all on
-- rollback. Payload: u:<user id>, a:<agency id>, s:<session id>, or all (a table was emptied).
CREATE FUNCTION tessera_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('tessera_auth', 'all');
  ELSE
    PERFORM pg_notify('tessera_auth', TG_ARGV[0] || ':' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION tessera_auth_changed('u');
--> statement-breakpoint
CREATE TRIGGER agencies_auth_changed AFTER UPDATE OR DELETE ON agencies FOR EACH ROW EXECUTE FUNCTION tessera_auth_changed('a');
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION tessera_auth_changed('s');
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION tessera_auth_changed();
--> statement-breakpoint
CREATE TRIGGER agencies_auth_truncated AFTER TRUNCATE ON agencies FOR EACH STATEMENT EXECUTE FUNCTION tessera_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION tessera_auth_changed();
