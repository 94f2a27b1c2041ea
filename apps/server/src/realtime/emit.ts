import {
  REALTIME_EVENTS,
  type StreamingEndEvent,
  type StreamingMessageEvent,
} from '@clearcall/contracts';
import type { Server } from 'socket.io';
import { analysisRoom } from './rooms';

/**
 * Where a growing analysis reply goes. The conversation service only knows this type, so it
 * runs the same with sockets, with a recorder in tests, or with nobody listening.
 */
export type AnalysisStreamEmitter = {
  /** One part: `message` is the whole reply so far. */
  part(event: StreamingMessageEvent): void;
  end(event: StreamingEndEvent): void;
};

/** An emitter that tells no one, for an app that is not listening. */
export const SILENT_EMITTER: AnalysisStreamEmitter = {
  part: () => undefined,
  end: () => undefined,
};

/** The only place that emits: a reply's parts and its end go to its analysis' room. */
export function createSocketEmitter(io: Server): AnalysisStreamEmitter {
  return {
    part: (event) => {
      io.to(analysisRoom(event.analysisId)).emit(REALTIME_EVENTS.part, event);
    },
    end: (event) => {
      io.to(analysisRoom(event.analysisId)).emit(REALTIME_EVENTS.end, event);
    },
  };
}
