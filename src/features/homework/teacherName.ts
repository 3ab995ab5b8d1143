/** How a learner addresses their teacher: the nickname with 老师, unless the nickname already says it (林雅老师). */
export const teacherName = (nickname: string): string => (/老师$/.test(nickname.trim()) ? nickname.trim() : `${nickname.trim()}老师`)
