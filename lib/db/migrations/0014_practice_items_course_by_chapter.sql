ALTER TABLE "practice_items" DROP CONSTRAINT "practice_items_course_id_courses_id_fk";
