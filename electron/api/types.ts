// The API's types for the renderer: type-only, so the renderer never pulls in db/ or Node code.
export type { OperationName, OperationInput, OperationOutput } from './index.ts';
export type { ApiEvent } from './define.ts';
