/** Invoice, payment and balance shapes (issue 25): placeholder until built. */
export {};
