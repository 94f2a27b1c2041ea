import { REALTIME_EVENTS } from '@clearcall/contracts';
import type { Socket } from 'socket.io-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { useAuthStore } from '../../../lib/auth';

/** The realtime endpoint: same origin as the app, socket.io's default path. */
export const ANALYSIS_SOCKET_PATH = '/socket.io';

// The event maps type the socket; the payloads are still checked, as socket.io advises.
const StreamingMessageSchema = z.object({
  analysisId: z.string(),
  conversationId: z.string(),
  seq: z.number(),
  message: z.string(),
});
const StreamingEndSchema = z.object({ analysisId: z.string(), conversationId: z.string() });

/** The reply being written: `message` is the whole text so far, from the part with the highest seq. */
export type StreamedReply = {
  conversationId: string;
  seq: number;
  message: string;
  isDone: boolean;
};

/**
 * Joins the analysis's realtime room and follows the reply being written. Parts may arrive late
 * or twice: only a part with a higher `seq` than the one shown replaces it. `reset` forgets the
 * current reply before the next question, and parts of replies that already ended are ignored.
 */
export function useAnalysisStream(analysisId: string) {
  const token = useAuthStore((state) => state.token);
  const [reply, setReply] = useState<StreamedReply | null>(null);
  const endedRef = useRef(new Set<string>());

  useEffect(() => {
    if (!token) return;
    let socket: Socket | null = null;
    let isCancelled = false;
    // Joining on every connect puts a reconnected socket back in the room.
    const handleConnect = () => {
      socket?.emit(REALTIME_EVENTS.join, analysisId);
    };
    const handlePart = (payload: unknown) => {
      const part = StreamingMessageSchema.safeParse(payload);
      if (!part.success || part.data.analysisId !== analysisId) return;
      const { conversationId, seq, message } = part.data;
      if (endedRef.current.has(conversationId)) return;
      setReply((current) =>
        current && current.conversationId === conversationId && current.seq >= seq
          ? current
          : { conversationId, seq, message, isDone: false },
      );
    };
    const handleEnd = (payload: unknown) => {
      const end = StreamingEndSchema.safeParse(payload);
      if (!end.success || end.data.analysisId !== analysisId) return;
      endedRef.current.add(end.data.conversationId);
      setReply((current) =>
        current?.conversationId === end.data.conversationId
          ? { ...current, isDone: true }
          : current,
      );
    };
    // The client library is loaded here, so no other screen downloads it.
    void import('socket.io-client').then(({ io }) => {
      if (isCancelled) return;
      socket = io({ path: ANALYSIS_SOCKET_PATH, auth: { token } });
      socket.on('connect', handleConnect);
      socket.on(REALTIME_EVENTS.part, handlePart);
      socket.on(REALTIME_EVENTS.end, handleEnd);
    });
    return () => {
      isCancelled = true;
      socket?.off('connect', handleConnect);
      socket?.off(REALTIME_EVENTS.part, handlePart);
      socket?.off(REALTIME_EVENTS.end, handleEnd);
      socket?.disconnect();
    };
  }, [analysisId, token]);

  const reset = useCallback(() => {
    setReply((current) => {
      if (current) endedRef.current.add(current.conversationId);
      return null;
    });
  }, []);

  return { reply, reset };
}
