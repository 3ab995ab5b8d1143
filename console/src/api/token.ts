/** The console's session token (a staff token: the learner app's is kept apart, under its own key). */
const KEY = 'studio-console-token'

export const readToken = (): string => localStorage.getItem(KEY) ?? ''
export const saveToken = (token: string): void => localStorage.setItem(KEY, token)
export const clearToken = (): void => localStorage.removeItem(KEY)
