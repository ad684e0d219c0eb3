// The crypto pages' loading state is the kit's.
export { Loading } from '@wallet/kit';
