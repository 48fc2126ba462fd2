import { CONTACT_CENTER_MESSAGES as M } from '@arrears/domain';
import type { FastifyRequest } from 'fastify';
import { displayFilename } from '../../display-filename';
import { HttpError } from '../../http-error';
import type { MailAttachment } from '../../providers/mail/mail-outbox';

export const ATTACHMENT_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  totalBytes: 20 * 1024 * 1024,
  maxFiles: 10,
} as const;
export const ATTACHMENTS_TOTAL_TOO_LARGE = 'Attachments may be at most 20 MB in total';
export const NOT_MULTIPART = 'Send the message as multipart/form-data';

/** POST /api/debtors/{id}/contact as it arrived: the text fields and the files, read into memory. */
export interface ContactForm {
  fields: Record<string, string>;
  attachments: MailAttachment[];
}

const PDF = Buffer.from('%PDF-');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * The type of a file from its bytes, not from the name or the browser's claim: PDF, PNG, JPEG, or
 * plain text (valid UTF-8 without control characters other than tab, line breaks and form feed).
 */
export function sniffAttachmentType(content: Buffer): string | null {
  if (content.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  if (content.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (content.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  for (const byte of content) {
    if ((byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) || byte === 0x7f) return null;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
  return 'text/plain';
}

async function readFile(stream: AsyncIterable<Buffer>, budget: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > budget) throw new HttpError(413, ATTACHMENTS_TOTAL_TOO_LARGE);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart form: every field, and each file of the `attachments` field (several may
 * come). A file over 10 MB, files over 20 MB together, or a file of another type is refused (413 /
 * 415) before anything is sent; empty file inputs are skipped.
 */
export async function receiveContactForm(request: FastifyRequest): Promise<ContactForm> {
  if (!request.isMultipart()) throw new HttpError(400, NOT_MULTIPART);
  const form: ContactForm = { fields: {}, attachments: [] };
  let total = 0;
  try {
    const parts = request.parts({
      limits: { fileSize: ATTACHMENT_LIMITS.maxBytes, files: ATTACHMENT_LIMITS.maxFiles, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const content = await readFile(part.file, ATTACHMENT_LIMITS.totalBytes - total);
      if (part.file.truncated) throw new HttpError(413, M.attachmentTooLarge);
      // Every file part was read into memory, whatever its name: all of them count toward the total.
      total += content.length;
      if (part.fieldname !== 'attachments' || content.length === 0) continue;
      const contentType = sniffAttachmentType(content);
      if (!contentType) throw new HttpError(415, M.attachmentType);
      form.attachments.push({ filename: displayFilename(part.filename ?? ''), contentType, content });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, M.attachmentTooLarge);
    if (code === 'FST_FILES_LIMIT')
      throw new HttpError(413, `At most ${ATTACHMENT_LIMITS.maxFiles} attachments`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new HttpError(400, 'Too many fields');
    throw error;
  }
  return form;
}
