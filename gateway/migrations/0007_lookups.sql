-- 0007_lookups: reserved; replaced by its owner.
SELECT 1;
