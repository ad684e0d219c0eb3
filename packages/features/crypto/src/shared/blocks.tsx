// The crypto pages' blocks are the kit's.
export { Card, Hint, Stack } from '@wallet/kit';
