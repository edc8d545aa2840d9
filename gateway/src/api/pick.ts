/** Pick-up order shapes (issue 24): placeholder until built. */
export {};
