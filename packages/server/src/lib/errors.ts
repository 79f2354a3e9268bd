// Errors with stable codes; one handler (http/errors.ts) turns them into the error envelope.
import { ERROR_MESSAGES, type ErrorCode } from '@hemvakt/contract/errors';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string = ERROR_MESSAGES[code],
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode, details?: unknown) => new AppError(code, 400, undefined, details);
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED') => new AppError(code, 401);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403);
export const notFound = (code: ErrorCode) => new AppError(code, 404);
export const conflict = (code: ErrorCode) => new AppError(code, 409);
