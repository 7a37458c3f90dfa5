// File content in S3-compatible object storage (AWS S3, MinIO, Ceph, R2 …), used by the files repository
// when S3_* is configured (docs/decisions/014-object-storage.md). Objects are written whole and read
// whole or by one byte range; the database row stays the file's identity, owner and access flag.
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../../config.js';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface ObjectStore {
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object's bytes (or the range of them); undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  close(): void;
}

export function createS3ObjectStore(config: ObjectStorageConfig): ObjectStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers do not take the SDK's default
    // streaming checksum trailers, and the bytes were already checked (sniffed, re-encoded, parsed).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  return {
    async put(key, content, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: content,
          ContentType: contentType,
          ContentLength: content.length,
        }),
      );
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
