-- 0009_addresses: reserved; replaced by its owner.
SELECT 1;
