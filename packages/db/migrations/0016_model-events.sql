-- Model events for server-sent events, as design events are sent (0006): a NOTIFY on every new model and
-- every change of its status or progress, from the changing transaction (delivered at commit). They share
-- the design events' channel, so each process's one LISTEN serves both; ids are UUIDs and never collide.
CREATE FUNCTION model_event_notify() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status OR NEW.progress IS DISTINCT FROM OLD.progress THEN
    PERFORM pg_notify('design_events', json_build_object(
      'id', NEW.id, 'userId', NEW.user_id, 'status', NEW.status, 'progress', NEW.progress, 'kind', 'model')::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER models_notify AFTER INSERT OR UPDATE ON models
  FOR EACH ROW EXECUTE FUNCTION model_event_notify();
