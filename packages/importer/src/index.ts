export { ImportFileError, type ImportFileErrorCode } from './errors';
export { MAX_TEXT_CHARS } from './limits';
export { sniffFormat, type ReadDocumentInput } from './read/sniff-format';
export { readDocument, type ReadDocumentResult } from './read/read-document';
export {
  detectCall,
  type DetectCallOptions,
  type DetectCallResult,
  type DetectHints,
} from './detect/detect-call';
export { matchCompany, normalizeCompanyName, type CompanyCandidate } from './detect/match-company';
export { renderCall } from './render/render-call';
export { RENDER_LAYOUTS, type RenderLayout } from './render/call-blocks';
export type { RawCall, RawTurn } from './render/raw-call';
