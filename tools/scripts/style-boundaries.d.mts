/** Types of style-boundaries.mjs, for its test. */
export function kitClassNames(stylesheets: Iterable<string>): Set<string>;
export function checkFile(path: string, text: string, kitClasses: Set<string>): string[];
export function checkRepository(root?: string): string[];
