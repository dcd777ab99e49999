/**
 * A local fake S3 for tests: node:http on 127.0.0.1 (a free port), objects in memory, S3's XML errors.
 * It really checks AWS Signature Version 4, header and presigned-query forms alike, by rebuilding the
 * canonical request from what arrived on the wire. It shares no code with the client's signer on purpose,
 * so one bug cannot sign and verify alike. Path-style and virtual-host requests (`Host: bucket.…`) both work.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Uint8Array;
  contentType: string;
  etag: string;
}

export interface FakeS3Request {
  method: string;
  /** As received, query included. */
  url: string;
  headers: IncomingMessage['headers'];
  status: number;
  /** S3's error code when the answer was an error. */
  code?: string;
}

/** A multipart upload begun and neither completed nor aborted. */
export interface FakeS3Upload {
  /** `${bucket}/${key}` */
  id: string;
  contentType: string;
  parts: Map<number, { body: Uint8Array; etag: string }>;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>`, for path-style clients. */
  endpoint: string;
  region: string;
  /** Stored objects by `${bucket}/${key}`. */
  objects: Map<string, FakeS3Object>;
  /** Multipart uploads under way, by upload id. */
  uploads: Map<string, FakeS3Upload>;
  requests: FakeS3Request[];
  /** The server's clock (request expiry and skew); tests replace it. */
  now: () => Date;
  /** The next `count` requests answer `status` (500 InternalError by default) or drop the connection. */
  failNext(count: number, failure?: number | 'network'): void;
  /**
   * A fetch that sends any URL to this server and keeps the URL's host as the `Host` header (fetch itself
   * will not let a caller set it): how a test reaches `http://bucket.s3.test/…` in virtual-host style.
   */
  fetch: typeof fetch;
  close(): Promise<void>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_BODY = 64 * 1024 * 1024;
/** S3's least size of a multipart upload's every part but the last. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding by way of encodeURIComponent, plus the five characters it leaves alone. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function parseAmzDate(value: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(date.getTime()) ? null : date;
}

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface Received {
  method: string;
  rawPath: string;
  /** `[name, value]` pairs, percent-decoded, in arrival order. */
  query: [string, string][];
  headers: IncomingMessage['headers'];
  body: Uint8Array;
}

function parseQuery(search: string): [string, string][] {
  if (!search) return [];
  return search.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

function headerValue(headers: IncomingMessage['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Checks the request's SigV4 signature against the known secrets; throws an S3Failure when it fails. */
function verifySignature(received: Received, secrets: Map<string, string>, region: string, now: Date): void {
  const query = new Map(received.query);
  const presigned = query.has('X-Amz-Algorithm');
  const authorization = headerValue(received.headers, 'authorization');
  let credential: string, signedHeaders: string, signature: string, amzDate: string, payloadHash: string;

  if (presigned) {
    if (query.get('X-Amz-Algorithm') !== ALGORITHM)
      throw new S3Failure(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm.');
    credential = query.get('X-Amz-Credential') ?? '';
    signedHeaders = query.get('X-Amz-SignedHeaders') ?? '';
    signature = query.get('X-Amz-Signature') ?? '';
    amzDate = query.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
    const expires = Number(query.get('X-Amz-Expires'));
    const start = parseAmzDate(amzDate);
    if (!start || !Number.isInteger(expires) || expires < 1 || expires > 604_800) {
      throw new S3Failure(400, 'AuthorizationQueryParametersError', 'X-Amz-Date or X-Amz-Expires is invalid.');
    }
    if (now.getTime() >= start.getTime() + expires * 1000)
      throw new S3Failure(403, 'AccessDenied', 'Request has expired');
    if (start.getTime() - now.getTime() > MAX_SKEW_MS)
      throw new S3Failure(403, 'AccessDenied', 'Request is not valid yet');
  } else if (authorization?.startsWith(`${ALGORITHM} `)) {
    const fields = new Map(
      authorization
        .slice(ALGORITHM.length + 1)
        .split(',')
        .map((part) => {
          const at = part.indexOf('=');
          return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as [string, string];
        }),
    );
    credential = fields.get('Credential') ?? '';
    signedHeaders = fields.get('SignedHeaders') ?? '';
    signature = fields.get('Signature') ?? '';
    amzDate = headerValue(received.headers, 'x-amz-date') ?? '';
    payloadHash = headerValue(received.headers, 'x-amz-content-sha256') ?? '';
    const date = parseAmzDate(amzDate);
    if (!date)
      throw new S3Failure(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(now.getTime() - date.getTime()) > MAX_SKEW_MS) {
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    if (!payloadHash)
      throw new S3Failure(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(received.body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
  } else {
    throw new S3Failure(403, 'AccessDenied', 'Access Denied');
  }

  const [accessKeyId = '', scopeDate = '', scopeRegion = '', service = '', terminator = ''] = credential.split('/');
  const secret = secrets.get(accessKeyId);
  if (secret === undefined) {
    throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (scopeDate !== amzDate.slice(0, 8) || service !== 's3' || terminator !== 'aws4_request') {
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The credential scope is malformed.');
  }
  if (scopeRegion !== region) {
    throw new S3Failure(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${scopeRegion}' is wrong; expecting '${region}'`,
    );
  }
  const names = signedHeaders.split(';');
  if (!names.includes('host'))
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'host must be a signed header.');
  if (!presigned && !names.includes('x-amz-date')) {
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'x-amz-date must be a signed header.');
  }

  // The path as S3 sees it: each segment decoded to the key's characters, then encoded the one SigV4 way.
  const canonicalPath = received.rawPath
    .split('/')
    .map((segment) => encode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = received.query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort((a, b) => {
      const [an = '', av = ''] = a.split('=');
      const [bn = '', bv = ''] = b.split('=');
      return an === bn ? (av < bv ? -1 : av > bv ? 1 : 0) : an < bn ? -1 : 1;
    })
    .join('&');
  const canonicalHeaders = names
    .map((name) => `${name}:${(headerValue(received.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    received.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, amzDate, credential.split('/').slice(1).join('/'), sha256(canonicalRequest)].join(
    '\n',
  );
  const signingKey = ['aws4_request', 's3', region, scopeDate].reduceRight<Uint8Array>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${secret}`),
  );
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      { AWSAccessKeyId: accessKeyId, StringToSign: stringToSign, CanonicalRequest: canonicalRequest },
    );
  }
}

/**
 * A `Range: bytes=…` header as S3 reads it: one range (`a-b`, `a-`, `-n`), the end cut to the object;
 * null when absent or not of that form (the whole object is sent), `unsatisfiable` when it starts past the end.
 */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}

function readBody(req: IncomingMessage): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new S3Failure(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startFakeS3(options: {
  credentials: { accessKeyId: string; secretAccessKey: string }[];
  region?: string;
  buckets?: string[];
  now?: () => Date;
}): Promise<FakeS3> {
  const region = options.region ?? 'us-east-1';
  const buckets = new Set(options.buckets ?? ['rassam']);
  const secrets = new Map(options.credentials.map((c) => [c.accessKeyId, c.secretAccessKey]));
  const failures: (number | 'network')[] = [];

  const fake: FakeS3 = {
    endpoint: '',
    region,
    objects: new Map(),
    uploads: new Map(),
    requests: [],
    now: options.now ?? (() => new Date()),
    failNext(count, failure = 500) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    fetch: (input, init) => forward(input, init),
    close: async () => {},
  };

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    headers: Record<string, string>,
    body?: Uint8Array,
  ) {
    fake.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, status });
    res.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex').toUpperCase(), ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendError(req: IncomingMessage, res: ServerResponse, failure: S3Failure, resource: string) {
    const fields = { Code: failure.code, Message: failure.message, ...failure.extra, Resource: resource };
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error>' +
      Object.entries(fields)
        .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
        .join('') +
      `<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`;
    send(req, res, failure.status, { 'Content-Type': 'application/xml' }, Buffer.from(xml));
    fake.requests[fake.requests.length - 1]!.code = failure.code;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const rawUrl = req.url ?? '/';
    const failure = failures.shift();
    if (failure === 'network') {
      fake.requests.push({ method: req.method ?? '', url: rawUrl, headers: req.headers, status: 0 });
      req.socket.destroy();
      return;
    }
    if (failure !== undefined) {
      return sendError(
        req,
        res,
        new S3Failure(failure, 'InternalError', 'We encountered an internal error. Please try again.'),
        rawUrl,
      );
    }
    try {
      const at = rawUrl.indexOf('?');
      const rawPath = at < 0 ? rawUrl : rawUrl.slice(0, at);
      const received: Received = {
        method: req.method ?? 'GET',
        rawPath,
        query: parseQuery(at < 0 ? '' : rawUrl.slice(at + 1)),
        headers: req.headers,
        body: await readBody(req),
      };

      // Virtual-host style when the host's first label is one of our buckets.
      const host = headerValue(req.headers, 'host') ?? '';
      const label = host.split('.')[0] ?? '';
      const virtual = host.includes('.') && buckets.has(label) && !/^\d+\.\d+\.\d+\.\d+(:\d+)?$/.test(host);
      const segments = rawPath.split('/').slice(1).map(decodeURIComponent);
      const bucket = virtual ? label : (segments.shift() ?? '');
      const key = segments.join('/');

      verifySignature(received, secrets, region, fake.now());

      if (!buckets.has(bucket))
        throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
      if (!key) throw new S3Failure(405, 'MethodNotAllowed', 'Bucket operations are not supported by this fake.');
      const id = `${bucket}/${key}`;
      const object = fake.objects.get(id);
      const query = new Map(received.query);
      if (query.has('uploads') || query.has('uploadId')) return multipart(req, res, received, id, query);

      switch (received.method) {
        case 'PUT': {
          const etag = `"${createHash('md5').update(received.body).digest('hex')}"`;
          const contentType = headerValue(req.headers, 'content-type') ?? 'binary/octet-stream';
          fake.objects.set(id, { body: received.body, contentType, etag });
          return send(req, res, 200, { ETag: etag });
        }
        case 'GET':
        case 'HEAD': {
          if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
          const headers = { 'Content-Type': object.contentType, ETag: object.etag, 'Accept-Ranges': 'bytes' };
          const range =
            received.method === 'GET' ? byteRange(headerValue(req.headers, 'range'), object.body.length) : null;
          if (range === 'unsatisfiable') {
            throw new S3Failure(416, 'InvalidRange', 'The requested range is not satisfiable', {
              RangeRequested: headerValue(req.headers, 'range') ?? '',
              ActualObjectSize: String(object.body.length),
            });
          }
          if (range) {
            const part = object.body.subarray(range.start, range.end + 1);
            return send(
              req,
              res,
              206,
              {
                ...headers,
                'Content-Length': String(part.length),
                'Content-Range': `bytes ${range.start}-${range.end}/${object.body.length}`,
              },
              part,
            );
          }
          return send(req, res, 200, { ...headers, 'Content-Length': String(object.body.length) }, object.body);
        }
        case 'DELETE':
          fake.objects.delete(id);
          return send(req, res, 204, {});
        default:
          throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    } catch (error) {
      if (error instanceof S3Failure) return sendError(req, res, error, rawUrl);
      if (error instanceof URIError) {
        return sendError(req, res, new S3Failure(400, 'InvalidURI', "Couldn't parse the specified URI."), rawUrl);
      }
      return sendError(req, res, new S3Failure(500, 'InternalError', String(error)), rawUrl);
    }
  }

  /** CreateMultipartUpload, UploadPart, CompleteMultipartUpload and AbortMultipartUpload, checked as S3 does. */
  function multipart(
    req: IncomingMessage,
    res: ServerResponse,
    received: Received,
    id: string,
    query: Map<string, string>,
  ) {
    const xml = (root: string, fields: Record<string, string>) =>
      Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>` +
          Object.entries(fields)
            .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
            .join('') +
          `</${root}>`,
      );
    const [bucket = '', ...rest] = id.split('/');
    if (received.method === 'POST' && query.has('uploads')) {
      const uploadId = randomBytes(12).toString('hex');
      const contentType = headerValue(req.headers, 'content-type') ?? 'binary/octet-stream';
      fake.uploads.set(uploadId, { id, contentType, parts: new Map() });
      const body = xml('InitiateMultipartUploadResult', { Bucket: bucket, Key: rest.join('/'), UploadId: uploadId });
      return send(req, res, 200, { 'Content-Type': 'application/xml' }, body);
    }
    const uploadId = query.get('uploadId') ?? '';
    const upload = fake.uploads.get(uploadId);
    if (!upload || upload.id !== id)
      throw new S3Failure(404, 'NoSuchUpload', 'The specified upload does not exist.', { UploadId: uploadId });
    switch (received.method) {
      case 'PUT': {
        const partNumber = Number(query.get('partNumber'));
        if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > 10_000)
          throw new S3Failure(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
        const etag = `"${createHash('md5').update(received.body).digest('hex')}"`;
        upload.parts.set(partNumber, { body: received.body, etag });
        return send(req, res, 200, { ETag: etag });
      }
      case 'POST': {
        const listed = [
          ...Buffer.from(received.body)
            .toString('utf8')
            .matchAll(/<Part>\s*<PartNumber>(\d+)<\/PartNumber>\s*<ETag>([^<]*)<\/ETag>\s*<\/Part>/g),
        ].map((m) => ({ number: Number(m[1]), etag: m[2]!.replace(/&quot;|&#34;/g, '"') }));
        if (!listed.length) throw new S3Failure(400, 'MalformedXML', 'The XML you provided was not well-formed.');
        const parts = listed.map(({ number, etag }, i) => {
          const part = upload.parts.get(number);
          if (!part || part.etag.replace(/"/g, '') !== etag.replace(/"/g, ''))
            throw new S3Failure(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
          if (i > 0 && number <= listed[i - 1]!.number)
            throw new S3Failure(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
          if (i < listed.length - 1 && part.body.length < MIN_PART_BYTES)
            throw new S3Failure(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
          return part;
        });
        const whole = Buffer.concat(parts.map((part) => part.body));
        const digests = Buffer.concat(parts.map((part) => Buffer.from(part.etag.replace(/"/g, ''), 'hex')));
        const etag = `"${createHash('md5').update(digests).digest('hex')}-${parts.length}"`;
        fake.objects.set(id, { body: whole, contentType: upload.contentType, etag });
        fake.uploads.delete(uploadId);
        const body = xml('CompleteMultipartUploadResult', { Bucket: bucket, Key: rest.join('/'), ETag: etag });
        return send(req, res, 200, { 'Content-Type': 'application/xml' }, body);
      }
      case 'DELETE':
        fake.uploads.delete(uploadId);
        return send(req, res, 204, {});
      default:
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.endpoint = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  function forward(input: Parameters<typeof fetch>[0], init: RequestInit = {}): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers));
    const body = init.body == null ? undefined : Buffer.from(init.body as Uint8Array);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: init.method ?? 'GET',
          path: `${url.pathname}${url.search}`,
          headers: { ...headers, host: url.host, ...(body ? { 'content-length': String(body.length) } : {}) },
          signal: init.signal ?? undefined,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const status = res.statusCode ?? 500;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              if (typeof value === 'string') responseHeaders.set(name, value);
            }
            const empty = status === 204 || status === 304 || init.method === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return fake;
}
