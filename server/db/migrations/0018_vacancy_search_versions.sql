CREATE SEQUENCE "public"."vacancy_search_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "vacancy_search_versions" (
	"volunteer_center_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancy_search_versions" ADD CONSTRAINT "vacancy_search_versions_volunteer_center_id_volunteer_centers_id_fk" FOREIGN KEY ("volunteer_center_id") REFERENCES "public"."volunteer_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A new version for a center, at most once per transaction (a transaction-local setting remembers which centers it
-- already moved on), so a statement over 100 000 rows costs one update. The triggers are deferred: they run at
-- commit, after every row lock of the transaction is taken, so waiting for the version row can close no lock cycle.
CREATE FUNCTION vacancy_search_touch(center integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(current_setting('vacancy_search.touched', true), '');
BEGIN
  IF center IS NULL OR position(',' || center || ',' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO vacancy_search_versions (volunteer_center_id, version)
  VALUES (center, nextval('vacancy_search_version_seq'))
  ON CONFLICT (volunteer_center_id) DO UPDATE SET version = excluded.version;
  PERFORM set_config('vacancy_search.touched', done || ',' || center || ',', true);
END
$$;
--> statement-breakpoint
CREATE FUNCTION vacancy_search_vacancy_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM vacancy_search_touch(OLD.volunteer_center_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM vacancy_search_touch(NEW.volunteer_center_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vacancy_search_vacancies_changed AFTER INSERT OR UPDATE OR DELETE ON vacancies
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION vacancy_search_vacancy_changed();
--> statement-breakpoint
-- An organization's name shows in the results; its status and center decide whether its vacancies are public.
CREATE CONSTRAINT TRIGGER vacancy_search_organizations_changed AFTER UPDATE ON organizations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.volunteer_center_id IS DISTINCT FROM NEW.volunteer_center_id)
  EXECUTE FUNCTION vacancy_search_vacancy_changed();
--> statement-breakpoint
CREATE FUNCTION vacancy_search_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE vacancy_search_versions SET version = nextval('vacancy_search_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER vacancy_search_vacancies_truncated AFTER TRUNCATE ON vacancies
  FOR EACH STATEMENT EXECUTE FUNCTION vacancy_search_all_changed();
