/**
 * Text that must read left to right as one unit (a username, an address) inside a translated sentence, where an
 * element such as the kit's Ltr cannot go without changing the message: wrapped in Unicode's left-to-right
 * isolate (LRI … PDI), so "@name" does not lose its "@" to the far side of a Persian sentence.
 */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
