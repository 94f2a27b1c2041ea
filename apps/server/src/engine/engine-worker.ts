// The entry of an engine worker thread: it runs the tasks the pool posts, one at a time.
import { parentPort } from 'node:worker_threads';
import { answerEngineRequest, type EngineRequest } from './engine-tasks';

parentPort?.on('message', (request: EngineRequest) => {
  parentPort?.postMessage(answerEngineRequest(request));
});
