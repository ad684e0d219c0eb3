import { useState, type CSSProperties } from 'react';
import './coin-icon.css';

export interface CoinIconProps {
  /** The coin's symbol; its first letter stands in when there is no picture. */
  symbol: string;
  /** The coin's picture; a missing or broken one shows the letter. */
  src?: string | null;
  /** Width and height in pixels (default 40); the box keeps this size before, during and after loading. */
  size?: number;
}

/** Spreads letter marks over a few hues so neighbouring coins without pictures differ. */
const hueOf = (symbol: string) => [...symbol].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) % 360, 7);

/** A coin's round picture, or its first letter; decorative, since the symbol or name is written beside it. */
export function CoinIcon({ symbol, src, size = 40 }: CoinIconProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showsPicture = Boolean(src) && failedSrc !== src;
  return (
    <span
      className="kit-coin"
      aria-hidden="true"
      style={
        {
          width: size,
          height: size,
          fontSize: Math.round(size * 0.42),
          '--kit-coin-hue': hueOf(symbol),
        } as CSSProperties
      }
    >
      {showsPicture && src ? (
        <img
          className="kit-coin__image"
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        symbol.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
