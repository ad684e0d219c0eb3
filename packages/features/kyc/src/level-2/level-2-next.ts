import { buildPath } from '@wallet/ui';

type Level2Route = 'kycLevel2' | 'kycLevel2Documents' | 'kycLevel2Selfie' | 'kycLevel2Upload';

/**
 * A level 2 page's path handing on where to return once level 2 is verified, so the steps from the page a
 * user was sent from, through the documents and the upload to the review, all lead back there.
 */
export function level2Path(name: Level2Route, nextUrl: string | undefined): string {
  return buildPath(name, undefined, nextUrl ? { nextUrl } : {});
}
