// The one error handler: every failure leaves as { error: { code, message, details? } }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorCode, type FieldIssue } from '@hemvakt/contract/errors';
import { AppError } from '../lib/errors';

export function envelope(code: ErrorCode, message: string = ERROR_MESSAGES[code], details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface ValidationItem {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { keys?: string[] };
}

function fieldIssues(error: FastifyError): FieldIssue[] {
  const where = (error.validationContext ?? 'body') as FieldIssue['in'];
  return (error.validation as ValidationItem[]).map((item) => {
    const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = item.keyword === 'unrecognized_keys' ? (item.params?.keys ?? []) : [];
    const field = [path, keys.join(',')].filter(Boolean).join('.') || where;
    return { field, in: where, message: item.message ?? 'Invalid value' };
  });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = fieldIssues(error);
      const message = `Invalid ${issues.map((i) => i.field).join(', ')}`;
      return reply.status(400).send(envelope('VALIDATION_FAILED', message, issues));
    }
    const status = error.statusCode ?? 500;
    const code = STATUS_CODES[status];
    if (status < 500 && code) {
      return reply.status(status).send(envelope(code, status === 400 ? error.message : undefined));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(envelope('INTERNAL'));
  });
}
