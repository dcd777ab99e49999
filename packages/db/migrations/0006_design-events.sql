-- Design events for server-sent events: a NOTIFY on every new design and every change of its status or
-- progress, sent by the database itself inside the changing transaction (delivered at commit), so no
-- code path can change a design and forget to tell the browsers watching it.
CREATE FUNCTION design_event_notify() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.progress IS DISTINCT FROM OLD.progress THEN
    PERFORM pg_notify('design_events', json_build_object(
      'id', NEW.id, 'userId', NEW.user_id, 'status', NEW.status, 'progress', NEW.progress)::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER designs_notify AFTER INSERT OR UPDATE ON designs
  FOR EACH ROW EXECUTE FUNCTION design_event_notify();
