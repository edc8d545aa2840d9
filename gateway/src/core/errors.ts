/**
 * Turns every failure into the envelope: schema violations -> 400 with a Chinese message naming the
 * field, ApiError -> its own status and code, Fastify's own client errors -> their status, anything
 * else -> 500 `系统错误` with a request id (the details go to the log only).
 */
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiError, failure, MESSAGES } from './envelope.js';
import { registerMessages } from './message-catalogue.js';

const CONTEXT_LABELS: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

function fieldName(issue: FastifySchemaValidationError, context: string | undefined): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  const missing = issue.params['missingProperty'];
  if (issue.keyword === 'required' && typeof missing === 'string') path.push(missing);
  return path.length > 0 ? path.join('.') : (CONTEXT_LABELS[context ?? ''] ?? '请求参数');
}

/** One short Chinese sentence for the first schema violation, e.g. `account 不能为空`. */
export function describeValidationIssue(issue: FastifySchemaValidationError, context?: string): string {
  const field = fieldName(issue, context);
  const limit = issue.params['limit'];
  switch (issue.keyword) {
    case 'required':
      return `${field} 不能为空`;
    case 'type':
      return `${field} 类型不正确`;
    case 'minLength':
      return `${field} 长度不能少于 ${String(limit)} 个字符`;
    case 'maxLength':
      return `${field} 长度不能超过 ${String(limit)} 个字符`;
    case 'minimum':
      return `${field} 不能小于 ${String(limit)}`;
    case 'maximum':
      return `${field} 不能大于 ${String(limit)}`;
    case 'enum':
    case 'const':
      return `${field} 取值不正确`;
    case 'additionalProperties':
      return `${String(issue.params['additionalProperty'])} 不是允许的参数`;
    default:
      return `${field} 格式不正确`;
  }
}

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  404: MESSAGES.notFound,
  405: '请求方法不被允许',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
};

registerMessages([
  { key: 'common.methodNotAllowed', zh: '请求方法不被允许', en: 'Method not allowed' },
  { key: 'common.payloadTooLarge', zh: '请求内容过大', en: 'The request is too large' },
  { key: 'common.unsupportedMediaType', zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  // Where a schema violation is: the request's parts, when no field is named.
  { key: 'field.body', zh: '请求体', en: 'request body' },
  { key: 'field.querystring', zh: '查询参数', en: 'query string' },
  { key: 'field.params', zh: '路径参数', en: 'path parameter' },
  { key: 'field.headers', zh: '请求头', en: 'headers' },
  { key: 'field.request', zh: '请求参数', en: 'request parameters' },
  // The sentences of describeValidationIssue, and the 400 they are sent in.
  { key: 'validation.required', zh: /^([^\s：]+) 不能为空$/, en: '{1} is required' },
  { key: 'validation.type', zh: /^([^\s：]+) 类型不正确$/, en: '{1} has the wrong type' },
  { key: 'validation.minLength', zh: /^([^\s：]+) 长度不能少于 (\d+) 个字符$/, en: '{1} must be at least {2} characters' },
  { key: 'validation.maxLength', zh: /^([^\s：]+) 长度不能超过 (\d+) 个字符$/, en: '{1} must be at most {2} characters' },
  { key: 'validation.minimum', zh: /^([^\s：]+) 不能小于 (\S+)$/, en: '{1} must not be less than {2}' },
  { key: 'validation.maximum', zh: /^([^\s：]+) 不能大于 (\S+)$/, en: '{1} must not be greater than {2}' },
  { key: 'validation.enum', zh: /^([^\s：]+) 取值不正确$/, en: '{1} is not an allowed value' },
  { key: 'validation.additionalProperty', zh: /^([^\s：]+) 不是允许的参数$/, en: '{1} is not an allowed parameter' },
  { key: 'validation.format', zh: /^([^\s：]+) 格式不正确$/, en: '{1} is not in the right format' },
  { key: 'validation.badRequest', zh: /^请求参数错误：(.+)$/s, en: 'Bad request: {1}' },
]);

function isClientStatus(status: unknown): status is number {
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ApiError) {
    return reply.status(error.httpStatus).send(error.toEnvelope());
  }
  const [issue] = error.validation ?? [];
  if (issue) {
    const message = `${MESSAGES.badRequest}：${describeValidationIssue(issue, error.validationContext)}`;
    return reply.status(400).send(failure(400, message));
  }
  if (isClientStatus(error.statusCode)) {
    // Fastify's own refusals (bad JSON, unsupported media type, body too large, ...).
    request.log.info({ err: error }, 'client error');
    const message = CLIENT_ERROR_MESSAGES[error.statusCode] ?? MESSAGES.badRequest;
    return reply.status(error.statusCode).send(failure(error.statusCode, message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(failure(500, MESSAGES.systemError, request.id));
}

export function notFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(failure(404, MESSAGES.notFound));
}
