import { type StatementRequestBody, statementResponseSchema } from '@arrears/domain';
import { chatCall } from './chat-fetch';

/** POST /api/statements/request-statement: the PDF as base64, or e-mailed (emailSent). */
export function requestStatement(body: StatementRequestBody) {
  return chatCall('POST', '/api/statements/request-statement', statementResponseSchema, body);
}
