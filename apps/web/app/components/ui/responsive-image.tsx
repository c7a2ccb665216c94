import { preload } from 'react-dom';

interface ResponsiveImageProps {
  src: string;
  /** A different crop for screens under 768 px. */
  mobileSrc?: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  sizes?: string;
}

/**
 * Every image with intrinsic size (no layout shift) and lazy loading unless it is the hero.
 * A priority image is also preloaded from the document head, so the browser fetches the
 * largest paint before the stylesheets and scripts instead of after them.
 */
export function ResponsiveImage({ src, mobileSrc, alt, width, height, priority, className, sizes }: ResponsiveImageProps) {
  if (priority) {
    if (mobileSrc) {
      preload(mobileSrc, { as: 'image', fetchPriority: 'high', media: '(max-width: 767px)' });
      preload(src, { as: 'image', fetchPriority: 'high', media: '(min-width: 768px)' });
    } else {
      preload(src, { as: 'image', fetchPriority: 'high' });
    }
  }
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
  if (!mobileSrc) return img;
  return (
    <picture>
      <source media="(max-width: 767px)" srcSet={mobileSrc} />
      {img}
    </picture>
  );
}
