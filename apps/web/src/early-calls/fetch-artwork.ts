/**
 * Once an early answer arrives, fetches the pictures it names at high priority, into the image cache the
 * app's <img> then draws from. It reads a copy of the answer (the app's client reads the answer itself).
 */
export function fetchArtwork(
  window: Window,
  answer: Promise<Response>,
  artworkOf: (result: unknown) => string[],
): void {
  answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((envelope: unknown) => {
      if (typeof envelope !== 'object' || envelope === null || !('result' in envelope)) return;
      for (const src of artworkOf(envelope.result)) {
        const image = window.document.createElement('img');
        image.setAttribute('fetchpriority', 'high');
        image.src = src;
      }
    })
    .catch(() => undefined);
}
