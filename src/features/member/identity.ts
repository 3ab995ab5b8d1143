/** The stand-in avatar of a learner who has not chosen one. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f6e3de"/><circle cx="32" cy="25" r="11" fill="#b04530"/><path d="M12 56c3-11 11-17 20-17s17 6 20 17z" fill="#b04530"/></svg>'
  )
