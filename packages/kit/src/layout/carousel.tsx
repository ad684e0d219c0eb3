import type { ReactNode } from 'react';
import './carousel.css';

export interface CarouselSlide {
  key: string;
  /** A picture, or a button around it; it fills the slide. */
  content: ReactNode;
}

export interface CarouselProps {
  label: string;
  slides: readonly CarouselSlide[];
  /** The slide shown; the owner rotates it. */
  index: number;
  onSelect: (index: number) => void;
  /** Names a dot for screen readers: "Banner 2". */
  dotLabel: (index: number) => string;
  /** Pauses rotation while a pointer or focus is on it. */
  onPause?: (isPaused: boolean) => void;
  /** Attributes for the moving track, e.g. one that tells a page snapshot to draw it at its first slide. */
  trackAttributes?: Record<string, string>;
}

/** Slides of one wide picture (3:1) side by side, one shown at a time, with dots to choose. */
export function Carousel({
  label,
  slides,
  index,
  onSelect,
  dotLabel,
  onPause,
  trackAttributes,
}: CarouselProps) {
  return (
    <section
      className="kit-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => onPause?.(true)}
      onPointerLeave={() => onPause?.(false)}
      onFocus={() => onPause?.(true)}
      onBlur={() => onPause?.(false)}
    >
      <div
        {...trackAttributes}
        className="kit-carousel__track"
        style={{ transform: `translateX(calc(${index} * -100% * var(--kit-carousel-dir, 1)))` }}
      >
        {slides.map((slide, position) => (
          <div
            key={slide.key}
            className="kit-carousel__slide"
            aria-hidden={position !== index}
            aria-roledescription="slide"
          >
            {slide.content}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="kit-carousel__dots">
          {slides.map((slide, position) => (
            <button
              key={slide.key}
              type="button"
              className="kit-carousel__dot"
              aria-label={dotLabel(position)}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => onSelect(position)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
