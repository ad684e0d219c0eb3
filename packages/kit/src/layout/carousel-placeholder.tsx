import './carousel.css';

/**
 * The carousel's room while its slides load, so their arrival moves nothing below it. Marked busy, so a
 * snapshot of the page (the app's kept last screen) waits for the slides rather than keeping the room empty.
 */
export function CarouselPlaceholder() {
  return (
    <div className="kit-carousel" aria-hidden="true" aria-busy="true">
      <div className="kit-carousel__slide kit-carousel__slide--loading" />
    </div>
  );
}
