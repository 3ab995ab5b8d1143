import type { ImgHTMLAttributes } from 'react'
import { Image, type ImageProps } from '@tarojs/components'

type PictureProps = Omit<ImageProps, 'imgProps' | 'ariaLabel'> & {
  alt: string
  /**
   * For small images that are on screen but not what the learner came for (icons): H5 asks the browser to
   * fetch them after the rest (`fetchpriority="low"`), so on a slow network they do not hold up the app's
   * scripts and the page's main image. Ignored by the mini-program.
   */
  lowPriority?: boolean
}

/**
 * An image with a text alternative, required: `alt` says what it shows (a cover -> the course title);
 * `alt=''` marks a decorative image that screen readers skip. H5 puts it on the `<img>`, the
 * mini-program on the image's aria-label.
 */
export default function Picture({ alt, lowPriority, ...props }: PictureProps) {
  // Lower case: React 18 passes unknown lower-case attributes through as they are (it has no fetchPriority prop).
  const imgProps = (lowPriority ? { alt, fetchpriority: 'low' } : { alt }) as ImgHTMLAttributes<HTMLImageElement>
  return <Image {...props} imgProps={imgProps} ariaLabel={alt || undefined} />
}
