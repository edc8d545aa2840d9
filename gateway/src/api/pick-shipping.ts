/** Shipping, vehicle change and allocation shapes (issue 24): placeholder until built. */
export {};
