/** The room of an analysis: its owner's open tabs listen to its streamed replies. */
export function analysisRoom(analysisId: string): string {
  return `analysis:${analysisId}`;
}

/** The room of a user: every connection of theirs joins it. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
