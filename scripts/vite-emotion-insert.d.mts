export const EMOTION_INSERTION_HELPER: string;

export function emotionInsertWhileRendering(src: string): { find: RegExp; replacement: string };
