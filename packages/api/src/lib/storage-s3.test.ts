import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createS3Storage,
  presignV4,
  S3Error,
  sha256Hex,
  signV4,
  STREAM_PART_BYTES,
  type S3StorageOptions,
} from './storage-s3';
import { startFakeS3, type FakeS3 } from './storage-s3-fake';

const ACCESS_KEY_ID = 'RASSAMTESTKEY';
const SECRET = 'rassam-test-secret/with+odd=chars';
const BUCKET = 'rassam';

let fake: FakeS3;

beforeAll(async () => {
  fake = await startFakeS3({
    credentials: [{ accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET }],
    buckets: [BUCKET],
  });
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  fake.now = () => new Date();
  fake.requests.length = 0;
  fake.objects.clear();
  fake.uploads.clear();
});

function storage(overrides: Partial<S3StorageOptions> = {}) {
  return createS3Storage({
    endpoint: fake.endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    ...overrides,
  });
}

async function caught(promise: Promise<unknown>): Promise<S3Error> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(S3Error);
    return error as S3Error;
  }
  throw new Error('expected the promise to reject');
}

const allBytes = () => Uint8Array.from({ length: 256 * 4 }, (_, i) => i % 256);

describe('SigV4 signer against AWS published examples', () => {
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  };
  const date = new Date('2013-05-24T00:00:00Z');
  const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

  it('signs "GET /test.txt" with a Range header (S3 docs, header-based auth)', () => {
    const signed = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      credentials,
      region: 'us-east-1',
      date,
    });
    expect(sha256Hex('')).toBe(emptyHash);
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${emptyHash}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        emptyHash,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('presigns "GET /test.txt" for 86400 seconds (S3 docs, query-string auth)', () => {
    const { url, signature } = presignV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      credentials,
      region: 'us-east-1',
      date,
      expiresSeconds: 86_400,
    });
    expect(signature).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe('S3 storage against the fake S3', () => {
  it('puts, gets and deletes binary bytes, Persian keys with spaces and odd characters included', async () => {
    const s3 = storage();
    const keys = ['uploads/طرح نهایی ۱.png', "generated/a+b (1)*!'~,;=@&$.bin", 'thumbs/plain.webp'];
    for (const [i, key] of keys.entries()) {
      const body = allBytes().map((b) => (b + i) % 256);
      await s3.put(key, body, i === 0 ? 'image/png' : 'application/octet-stream');
      expect(fake.objects.get(`${BUCKET}/${key}`)?.body).toEqual(Buffer.from(body));
      const got = await s3.get(key);
      expect(got?.contentType).toBe(i === 0 ? 'image/png' : 'application/octet-stream');
      expect(Buffer.from(got!.body).equals(Buffer.from(body))).toBe(true);
      await s3.delete(key);
      expect(await s3.get(key)).toBeNull();
    }
    expect(fake.requests.every((r) => r.status < 300 || r.code === 'NoSuchKey')).toBe(true);
  });

  it('keeps the content type and sends the payload hash', async () => {
    const s3 = storage();
    const body = new TextEncoder().encode('{"model":"cube"}');
    await s3.put('models/cube.glb', body, 'model/gltf-binary');
    expect((await s3.get('models/cube.glb'))?.contentType).toBe('model/gltf-binary');
    const put = fake.requests.find((r) => r.method === 'PUT');
    expect(put?.headers['x-amz-content-sha256']).toBe(sha256Hex(body));
    expect(put?.url).toBe(`/${BUCKET}/models/cube.glb`);
  });

  it('answers null for a missing key', async () => {
    expect(await storage().get('nothing/here.png')).toBeNull();
    expect(fake.requests).toMatchObject([{ method: 'GET', status: 404, code: 'NoSuchKey' }]);
  });

  it('deletes idempotently', async () => {
    const s3 = storage();
    await s3.put('once.txt', new Uint8Array([1]), 'text/plain');
    await s3.delete('once.txt');
    await s3.delete('once.txt');
    expect(await s3.get('once.txt')).toBeNull();
  });

  it('puts under the prefix', async () => {
    const s3 = storage({ prefix: '/tenant-a/' });
    await s3.put('x.png', new Uint8Array([9]), 'image/png');
    expect([...fake.objects.keys()]).toEqual([`${BUCKET}/tenant-a/x.png`]);
    expect((await s3.get('x.png'))?.body).toEqual(new Uint8Array([9]));
  });

  it('uses virtual-host style URLs when forcePathStyle is false', async () => {
    const urls: string[] = [];
    const s3 = storage({
      endpoint: 'http://s3.test',
      forcePathStyle: false,
      fetch: (input, init) => {
        urls.push(String(input));
        return fake.fetch(input, init);
      },
    });
    await s3.put('v/ویدیو.mp4', new Uint8Array([1, 2, 3]), 'video/mp4');
    expect((await s3.get('v/ویدیو.mp4'))?.body).toEqual(new Uint8Array([1, 2, 3]));
    expect(urls[0]).toBe('http://rassam.s3.test/v/%D9%88%DB%8C%D8%AF%DB%8C%D9%88.mp4');
    expect(fake.requests[0]?.headers.host).toBe('rassam.s3.test');
    expect(fake.objects.has(`${BUCKET}/v/ویدیو.mp4`)).toBe(true);
  });

  it('throws on a wrong secret without the secret or the Authorization header in the message', async () => {
    const wrongSecret = 'wrong-secret-do-not-print-me';
    const error = await caught(
      storage({ secretAccessKey: wrongSecret }).put('a.txt', new Uint8Array([1]), 'text/plain'),
    );
    expect(error.message).toBe('S3 PutObject "a.txt" failed: 403 SignatureDoesNotMatch');
    expect(error).toMatchObject({ operation: 'PutObject', status: 403, code: 'SignatureDoesNotMatch' });
    const text = `${error.message} ${error.stack} ${JSON.stringify(error)}`;
    expect(text).not.toContain(wrongSecret);
    expect(text).not.toContain('Signature=');
    expect(text).not.toContain('AWS4-HMAC-SHA256');
    expect(fake.requests).toHaveLength(1); // a 4xx is not retried
    expect(fake.objects.size).toBe(0);
  });

  it('throws on an unknown access key, a missing bucket and a skewed clock', async () => {
    expect((await caught(storage({ accessKeyId: 'NOPE' }).get('a'))).code).toBe('InvalidAccessKeyId');
    const noBucket = await caught(storage({ bucket: 'other' }).get('a'));
    expect(noBucket).toMatchObject({ status: 404, code: 'NoSuchBucket' });
    const skewed = storage({ now: () => new Date(Date.now() - 20 * 60 * 1000) });
    expect((await caught(skewed.get('a'))).code).toBe('RequestTimeTooSkewed');
  });

  it('retries once after a 500, for PUT, GET and DELETE', async () => {
    const s3 = storage();
    fake.failNext(1);
    await s3.put('r.bin', new Uint8Array([7, 7]), 'application/octet-stream');
    fake.failNext(1);
    expect((await s3.get('r.bin'))?.body).toEqual(new Uint8Array([7, 7]));
    fake.failNext(1);
    await s3.delete('r.bin');
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'PUT 500',
      'PUT 200',
      'GET 500',
      'GET 200',
      'DELETE 500',
      'DELETE 204',
    ]);
  });

  it('retries once after a dropped connection', async () => {
    const s3 = storage();
    fake.failNext(1, 'network');
    await s3.put('n.bin', new Uint8Array([5]), 'application/octet-stream');
    expect(fake.objects.has(`${BUCKET}/n.bin`)).toBe(true);
    expect(fake.requests.map((r) => r.status)).toEqual([0, 200]);
  });

  it('gives up after the second failure', async () => {
    fake.failNext(2);
    const error = await caught(storage().get('x.png'));
    expect(error.message).toBe('S3 GetObject "x.png" failed: 500 InternalError');
    fake.failNext(2, 'network');
    expect((await caught(storage().delete('x.png'))).message).toMatch(/^S3 DeleteObject "x.png" failed: network error/);
    expect(fake.requests).toHaveLength(4);
  });

  it('times out a request that does not answer', async () => {
    let calls = 0;
    const hanging: typeof fetch = (_input, init) => {
      calls++;
      return new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    };
    const error = await caught(storage({ fetch: hanging, timeoutMs: 50 }).get('slow.png'));
    expect(error.message).toBe('S3 GetObject "slow.png" failed: timed out after 50 ms');
    expect(calls).toBe(2);
  });

  it('refuses keys that a URL parser would rewrite', async () => {
    await expect(storage().get('a/../b')).rejects.toThrow('invalid storage key');
    await expect(storage().put('', new Uint8Array(), 'text/plain')).rejects.toThrow('invalid storage key');
  });
});

describe('streamed puts (multipart uploads) against the fake S3', () => {
  const whole = Buffer.alloc(Math.floor(STREAM_PART_BYTES * 2.5), 9);
  const body = () => new Blob([whole]).stream();
  /** The fake's fetch, with `hook` run before each request goes out (it may answer instead). */
  const hooked = (hook: (url: string, method: string) => Response | void) =>
    storage({
      fetch: async (input, init) => {
        const answer = hook(String(input), init?.method ?? 'GET');
        return answer ?? fake.fetch(input, init);
      },
    });
  const steps = () =>
    fake.requests.map(
      (r) => `${r.method} ${/partNumber=\d+|uploads|uploadId/.exec(r.url)?.[0] ?? 'object'} ${r.status}`,
    );

  it('sends a part that failed once again, and the object is whole', async () => {
    let failed = false;
    const s3 = hooked((url) => {
      if (url.includes('partNumber=2') && !failed) {
        failed = true;
        fake.failNext(1);
      }
    });
    await s3.putStream('big.glb', body(), 'model/gltf-binary', { maxBytes: whole.length });
    expect(Buffer.from(fake.objects.get(`${BUCKET}/big.glb`)!.body).equals(whole)).toBe(true);
    expect(fake.objects.get(`${BUCKET}/big.glb`)!.contentType).toBe('model/gltf-binary');
    expect(steps()).toEqual([
      'POST uploads 200',
      'PUT partNumber=1 200',
      'PUT partNumber=2 500',
      'PUT partNumber=2 200',
      'PUT partNumber=3 200',
      'POST uploadId 200',
    ]);
  });

  it('aborts the upload when a part fails twice: no object, no upload left', async () => {
    const s3 = hooked((url) => {
      if (url.includes('partNumber=2')) fake.failNext(1);
    });
    const error = await caught(s3.putStream('big.glb', body(), 'model/gltf-binary', { maxBytes: whole.length }));
    expect(error).toMatchObject({ operation: 'UploadPart', status: 500 });
    expect(fake.objects.has(`${BUCKET}/big.glb`)).toBe(false);
    expect(fake.uploads.size).toBe(0);
    expect(steps().at(-1)).toBe('DELETE uploadId 204');
  });

  it('fails on a completion answered 200 with an error in its body (S3 does that), and aborts', async () => {
    const s3 = hooked((url, method) => {
      if (method === 'POST' && url.includes('uploadId='))
        return new Response('<?xml version="1.0"?><Error><Code>InternalError</Code></Error>', { status: 200 });
    });
    const error = await caught(s3.putStream('big.glb', body(), 'model/gltf-binary', { maxBytes: whole.length }));
    expect(error).toMatchObject({ operation: 'CompleteMultipartUpload', code: 'InternalError' });
    expect(fake.objects.has(`${BUCKET}/big.glb`)).toBe(false);
    expect(fake.uploads.size).toBe(0);
  });

  it('takes a completion whose answer was lost for done when the object is there, whole', async () => {
    let lost = false;
    const s3 = storage({
      fetch: async (input, init) => {
        const answer = await fake.fetch(input, init);
        if (init?.method === 'POST' && String(input).includes('uploadId=') && !lost) {
          lost = true;
          throw new TypeError('fetch failed: socket hang up');
        }
        return answer;
      },
    });
    expect(await s3.putStream('big.glb', body(), 'model/gltf-binary', { maxBytes: whole.length })).toEqual({
      size: whole.length,
    });
    expect(steps().slice(-3)).toEqual(['POST uploadId 200', 'POST uploadId 404', 'HEAD object 200']);
    expect(fake.objects.get(`${BUCKET}/big.glb`)!.body.length).toBe(whole.length);
  });
});

describe('presigned GET URLs', () => {
  it('are fetchable with plain fetch', async () => {
    const s3 = storage();
    const body = allBytes();
    await s3.put('inputs/عکس ورودی.jpg', body, 'image/jpeg');
    const res = await fetch(s3.signedGetUrl('inputs/عکس ورودی.jpg', 300));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
  });

  it('are refused after they expire', async () => {
    const signedAt = new Date('2030-01-01T12:00:00Z');
    const s3 = storage({ now: () => signedAt });
    await storage().put('late.png', new Uint8Array([1]), 'image/png');
    const url = s3.signedGetUrl('late.png', 60);

    fake.now = () => new Date(signedAt.getTime() + 59_000);
    expect((await fetch(url)).status).toBe(200);

    fake.now = () => new Date(signedAt.getTime() + 60_000);
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('are refused when tampered with', async () => {
    const s3 = storage();
    await storage().put('mine.png', new Uint8Array([1]), 'image/png');
    await storage().put('yours.png', new Uint8Array([2]), 'image/png');
    const url = s3.signedGetUrl('mine.png', 60);

    for (const tampered of [
      url.replace('mine.png', 'yours.png'),
      url.replace('X-Amz-Expires=60', 'X-Amz-Expires=600'),
      // Flip the first hex digit so the signature always differs.
      url.replace(
        /X-Amz-Signature=([0-9a-f])/,
        (_match, first: string) => `X-Amz-Signature=${first === '0' ? '1' : '0'}`,
      ),
    ]) {
      const res = await fetch(tampered);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    const unsigned = new URL(url);
    unsigned.search = '';
    const res = await fetch(unsigned);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('reject expiries S3 would not accept', () => {
    expect(() => storage().signedGetUrl('a.png', 0)).toThrow(RangeError);
    expect(() => storage().signedGetUrl('a.png', 7 * 24 * 3600 + 1)).toThrow(RangeError);
  });
});
