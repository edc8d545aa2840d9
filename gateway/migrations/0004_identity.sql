-- 0004_identity: reserved (filled in by its module).
SELECT 1;
