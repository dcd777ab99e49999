import { describe, expect, it } from 'vitest';
import {
  checkValues,
  cropRatioOf,
  fieldErrorsOf,
  fieldsOf,
  initialValues,
  inputOf,
  masksOver,
  toolsTaking,
} from './schema-form';
import type { ToolInfo } from './types';

const uuid = '3f2a4b6c-1d2e-4f80-9a1b-2c3d4e5f6a7b';

const removeObject: Pick<ToolInfo, 'inputSchema' | 'files'> = {
  files: { image: 'image', mask: 'image' },
  inputSchema: {
    type: 'object',
    properties: {
      image: { type: 'string', format: 'uuid' },
      mask: { type: 'string', format: 'uuid', description: 'Paint over what to remove' },
    },
    required: ['image', 'mask'],
  },
};

const textToVideo: Pick<ToolInfo, 'inputSchema' | 'files'> = {
  files: {},
  inputSchema: {
    type: 'object',
    properties: {
      prompt: { type: 'string', minLength: 3, maxLength: 2000 },
      duration: { default: 5, enum: [5, 10], type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
      strength: { default: 0.6, type: 'number', minimum: 0.05, maximum: 1 },
      seed: { type: 'integer', minimum: 0, maximum: 2147483647 },
      factor: {
        default: 2,
        anyOf: [
          { type: 'number', const: 2 },
          { type: 'number', const: 4 },
        ],
      },
    },
    required: ['prompt'],
  },
};

describe('the form built from a JSON Schema', () => {
  it('gives each property its control: a mask brush over the picture, choices, sliders, the seed last', () => {
    expect(fieldsOf(removeObject).map((f) => [f.name, f.kind])).toEqual([
      ['image', 'file'],
      ['mask', 'mask'],
    ]);
    const fields = fieldsOf(textToVideo);
    expect(fields.map((f) => [f.name, f.kind])).toEqual([
      ['prompt', 'text'],
      ['duration', 'choice'],
      ['strength', 'number'],
      ['factor', 'choice'],
      ['seed', 'number'],
    ]);
    expect(fields.find((f) => f.name === 'duration')).toMatchObject({ options: [5, 10] });
    expect(fields.find((f) => f.name === 'factor')).toMatchObject({ options: [2, 4] });
    expect(fields.find((f) => f.name === 'strength')).toMatchObject({ slider: true, min: 0.05, max: 1 });
    expect(fields.find((f) => f.name === 'seed')).toMatchObject({ slider: false, advanced: true });
    expect(fields.find((f) => f.name === 'prompt')).toMatchObject({ multiline: true, maxLength: 2000 });
  });

  it('starts from the defaults, then a previous design, and sends only what is given', () => {
    const fields = fieldsOf(textToVideo);
    const values = initialValues(fields, textToVideo.inputSchema, { prompt: 'a cat', duration: 10, seed: 7 });
    expect(values).toEqual({ prompt: 'a cat', duration: 10, strength: 0.6, factor: 2, seed: 7 });
    expect(inputOf(fields, { ...values, seed: '' })).toEqual({
      prompt: 'a cat',
      duration: 10,
      strength: 0.6,
      factor: 2,
    });
    // A value the schema no longer offers falls back to the first option.
    expect(initialValues(fields, textToVideo.inputSchema, { duration: 7 }).duration).toBe(5);
  });

  it('checks what the browser can: required, lengths and bounds', () => {
    const fields = fieldsOf(textToVideo);
    expect(checkValues(fields, { prompt: ' a ', strength: 3, seed: 1.5 })).toEqual({
      prompt: { code: 'tooShort', min: 3 },
      strength: { code: 'range', min: 0.05, max: 1 },
      seed: { code: 'integer' },
    });
    expect(checkValues(fieldsOf(removeObject), { image: [uuid], mask: [] })).toEqual({ mask: { code: 'required' } });
    expect(inputOf(fieldsOf(removeObject), { image: [uuid], mask: [uuid] })).toEqual({ image: uuid, mask: uuid });
  });

  it('puts the API’s field errors beside their fields', () => {
    expect(fieldErrorsOf(fieldsOf(textToVideo), { 'input.prompt': 'Too short', tool: 'Unknown' })).toEqual({
      onField: { prompt: 'Too short' },
      rest: ['Unknown'],
    });
  });

  it('knows which tools take an output as input (never as a mask)', () => {
    expect(
      toolsTaking(
        [
          { slug: 'remove-object', files: { image: 'image', mask: 'image' } },
          { slug: 'video-to-3d', files: { video: 'video' } },
          { slug: 'text-to-image', files: {} },
        ],
        'image',
      ),
    ).toEqual([{ tool: 'remove-object', field: 'image' }]);
  });
});

describe('cropping a picture input', () => {
  const imageToVideo = {
    type: 'object',
    properties: {
      image: { type: 'string', format: 'uuid' },
      aspectRatio: { type: 'string', enum: ['16:9', '9:16', '1:1'], default: '16:9' },
    },
  };
  it("locks to the form's aspect ratio when the tool always has one", () => {
    expect(cropRatioOf(imageToVideo, { aspectRatio: '9:16' })).toBe('9:16');
    expect(cropRatioOf(imageToVideo, { aspectRatio: '' })).toBeNull();
  });
  it('does not lock to an optional target shape, or without one', () => {
    const expand = { type: 'object', properties: { aspectRatio: { type: 'string', enum: ['1:1'] } } };
    expect(cropRatioOf(expand, { aspectRatio: '1:1' })).toBeNull();
    expect(cropRatioOf(removeObject.inputSchema, {})).toBeNull();
  });
  it('knows which masks are painted over a picture', () => {
    const fields = fieldsOf(removeObject);
    expect(masksOver(fields, 'image')).toEqual(['mask']);
    expect(masksOver(fields, 'mask')).toEqual([]);
  });
});
