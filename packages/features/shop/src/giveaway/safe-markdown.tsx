import Markdown from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';

/** Only these link schemes become links: a title is written by any user and read by everyone. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:']);

export function isSafeHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  try {
    return SAFE_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** A link of the title: http and https open in a new tab without telling the target who sent it; others are text. */
function TitleLink({ href, children }: { href?: string; children?: ReactNode }) {
  if (!isSafeHref(href)) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Markdown images would load any address for every reader: their alt text is shown instead. */
function TitleImage({ alt }: { alt?: string }) {
  return alt ? <span>{alt}</span> : null;
}

/**
 * A giveaway's title as markdown, safely: raw HTML is read as text, never as elements, links only for http and
 * https, and no images.
 */
export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="giveaway-title" dir="auto">
      <Markdown
        options={{
          disableParsingRawHTML: true,
          overrides: { a: TitleLink, img: TitleImage, script: () => null, iframe: () => null },
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
