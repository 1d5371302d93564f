// A multipart/form-data body with one file part, for fastify.inject.
import { randomBytes } from 'node:crypto';

export function multipartFile(field: string, filename: string, mime: string, content: Buffer) {
  const boundary = `----content-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
