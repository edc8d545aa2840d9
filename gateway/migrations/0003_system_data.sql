-- 0003_system_data: reserved (filled in by its module).
SELECT 1;
