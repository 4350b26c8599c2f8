/**
 * A picture of the site, served at `{base}pic/{name}.png` as the spec asks,
 * with a lossless WebP twin (`{name}.webp`, same pixels, about a third
 * smaller) that browsers which read WebP fetch instead. `src` is the PNG.
 */
import React from 'react';

export default function SitePicture(props: React.ImgHTMLAttributes<HTMLImageElement> & {src: string}): React.JSX.Element {
  return (
    <picture>
      <source srcSet={props.src.replace(/\.png$/, '.webp')} type="image/webp" />
      <img {...props} />
    </picture>
  );
}
