/** Account check shapes (issue 25): placeholder until built. */
export {};
