/** A tempo as the learner reads it (not the ♩= mark: a note glyph is an emoji or a box on some phones). */
export const tempoText = (bpm: number): string => `${bpm}拍/分`
