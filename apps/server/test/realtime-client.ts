import {
  REALTIME_EVENTS,
  type JoinAnalysisRoomAck,
  type StreamingEndEvent,
  type StreamingMessageEvent,
} from '@clearcall/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { REALTIME_PATH } from '../src/realtime/io';

/** socket.io clients of a test file, each opened on a fresh connection and closed together. */
export function createSocketClients() {
  const sockets: Socket[] = [];
  return {
    open(baseUrl: string, token: unknown, path = REALTIME_PATH): Socket {
      const socket = connect(baseUrl, {
        path,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}

/** Resolves once connected, or rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Asks to join an analysis' room and waits for the server's answer. */
export function joinRoom(socket: Socket, payload: unknown): Promise<JoinAnalysisRoomAck> {
  return socket.timeout(5_000).emitWithAck(REALTIME_EVENTS.join, payload);
}

/** Records the reply parts a socket hears, and resolves `ended` on the reply's end event. */
export function collectReply(socket: Socket) {
  const parts: StreamingMessageEvent[] = [];
  socket.on(REALTIME_EVENTS.part, (event: StreamingMessageEvent) => parts.push(event));
  const ended = new Promise<StreamingEndEvent>((resolve) => {
    socket.once(REALTIME_EVENTS.end, resolve);
  });
  return { parts, ended };
}

/** The conversation call's body asking about one company's third quarter of 2026. */
export function marginQuestion(companyId: string) {
  return {
    message: 'What gross margin do they expect next quarter?',
    companyIds: [companyId],
    years: [2026],
    quarters: [3],
  };
}

/**
 * Checks a streamed reply as the contract promises it: parts numbered 1..n of the stored reply,
 * each for its analysis and conversation, the last one the stored text, then the end event.
 */
export function expectStreamedReply(
  parts: readonly StreamingMessageEvent[],
  end: StreamingEndEvent,
  analysisId: string,
  reply: { _id: string; message: string },
): void {
  expect(end).toEqual({ analysisId, conversationId: reply._id });
  expect(parts.length).toBeGreaterThan(1);
  expect(parts.map((part) => part.seq)).toEqual(parts.map((_, index) => index + 1));
  for (const part of parts) expect(part).toMatchObject({ analysisId, conversationId: reply._id });
  expect(parts.at(-1)?.message).toBe(reply.message);
}
