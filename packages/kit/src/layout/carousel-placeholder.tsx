import './carousel.css';

/** The carousel's room while its slides load, so their arrival moves nothing below it. */
export function CarouselPlaceholder() {
  return (
    <div className="kit-carousel" aria-hidden="true">
      <div className="kit-carousel__slide kit-carousel__slide--loading" />
    </div>
  );
}
