-- 0002_files: reserved (filled in by its module).
SELECT 1;
