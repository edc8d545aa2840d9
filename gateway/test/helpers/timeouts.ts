/**
 * The time limit of a test that does a whole process's or a whole database's work: a PGlite data folder
 * created on disk (initdb and every migration), a database copied table by table, a gateway child started.
 * Such a test takes 5–15 s alone on the 2-core machine and up to three times that on a loaded one (two
 * workers beside other work took 20–32 s, 2026-11-28); a real hang still fails.
 */
export const HEAVY_TEST_MS = 60_000;
