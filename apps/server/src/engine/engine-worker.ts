// The entry of an engine worker thread: it runs the tasks the pool posts, one at a time (the
// pool posts a worker its next task only once it has answered the last).
import { parentPort } from 'node:worker_threads';
import { answerEngineRequest, type EngineRequest } from './engine-tasks';

parentPort?.on('message', async (request: EngineRequest) => {
  parentPort?.postMessage(await answerEngineRequest(request));
});
