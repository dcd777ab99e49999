/** The local fakes of the providers, for tests and a dev mode (each has a mountable handler). */
export * from './fal-fake';
export * from './openai-fake';
export * from './replicate-fake';
export { startWebhookSink, type FakeRequestRecord, type FakeWebhookDelivery } from './fake-http';
export { FakeFileStore, tinyPng, tinyMp4, tinyGlb, tinyMp3, tinyWav } from './fake-assets';
