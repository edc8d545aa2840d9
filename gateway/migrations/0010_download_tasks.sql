-- 0010_download_tasks: reserved; replaced by its owner.
SELECT 1;
