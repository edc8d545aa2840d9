-- 0008_user_admin: reserved; replaced by its owner.
SELECT 1;
