// Tests run in-process against a fresh database per file; they must never touch the developer's ./data.
process.env.NODE_ENV ??= 'test';
process.env.SESSION_SECRET ??= 'test-secret-that-is-long-enough-for-hs256-signing';
process.env.LOG_LEVEL ??= 'silent';
