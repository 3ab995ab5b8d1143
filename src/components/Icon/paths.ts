/**
 * The app's control icons: SVG path data on a 24 x 24 grid, drawn as filled shapes (`Icon` may outline
 * them). One constant each, so a bundle carries only the icons its components import.
 */
export const PREV = 'M5 5h2.5v14H5zM19 5v14L8.5 12z'
export const NEXT = 'M16.5 5H19v14h-2.5zM5 5v14l10.5-7z'
export const PLAY = 'M7 4.5v15L19.5 12z'
export const PAUSE = 'M6 4.5h4v15H6zM14 4.5h4v15h-4z'
export const LEFT = 'M16 5v14L6 12z'
export const BACK = 'M15.5 3.5 17.5 5.5 11 12l6.5 6.5-2 2L7 12z'
export const HOME = 'M12 3 2 11.5h3V20h5.5v-5.5h3V20H19v-8.5h3z'
export const HEART = 'M12 20.5S3 14.8 3 8.9A4.7 4.7 0 0 1 12 6.6a4.7 4.7 0 0 1 9 2.3c0 5.9-9 11.6-9 11.6z'
export const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z'
export const LOCK = 'M7 10V7.5a5 5 0 0 1 10 0V10h1.5v11h-13V10zm2.5 0h5V7.5a2.5 2.5 0 0 0-5 0z'
export const NOTE = 'M9 5.5 20 3v12.5a3 3 0 1 1-2-2.8V7L11 8.6v8.9a3 3 0 1 1-2-2.8z'
