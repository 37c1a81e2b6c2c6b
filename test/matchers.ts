// vitest's asymmetric matchers, typed as the value each stands for. vitest types them `any`, which makes the
// object a matcher sits in `any` too and hides mistakes from the type checker (and the no-unsafe-* lint rules).
import { expect } from 'vitest';

export const objectContaining = <T extends object>(partial: T): T => expect.objectContaining<object>(partial) as T;
export const stringContaining = (part: string): string => expect.stringContaining(part) as string;
export const stringMatching = (pattern: RegExp): string => expect.stringMatching(pattern) as string;
export const anyString = (): string => expect.any(String) as string;
export const anyNumber = (): number => expect.any(Number) as number;
