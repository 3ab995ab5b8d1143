import { Image, type ImageProps } from '@tarojs/components'

/**
 * An image with a text alternative, required: `alt` says what it shows (a cover -> the course title);
 * `alt=''` marks a decorative image that screen readers skip. H5 puts it on the `<img>`, the
 * mini-program on the image's aria-label.
 */
export default function Picture({ alt, ...props }: Omit<ImageProps, 'imgProps' | 'ariaLabel'> & { alt: string }) {
  return <Image {...props} imgProps={{ alt }} ariaLabel={alt || undefined} />
}
