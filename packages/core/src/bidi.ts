/**
 * Text that must read left to right as one unit (a username, an address, a card number or IBAN) inside
 * right-to-left text, where an element such as the kit's Ltr cannot go (a translated sentence, a select's
 * option): wrapped in Unicode's left-to-right isolate (LRI … PDI), so "@name" keeps its "@" and the groups of
 * "6219 8655 5566 6783" keep their order in a Persian line.
 */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`;
