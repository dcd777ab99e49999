import { describe, expect, it } from 'vitest';
import { cannedText, cannedTitle, joinText } from './canned';

const reply = {
  titleFa: 'سلام',
  titleEn: 'Hello',
  bodyFa: 'سلام، ممنون از پیام شما.',
  bodyEn: 'Hi, thanks for writing.',
};

describe('saved replies', () => {
  it('inserts the text in the ticket user’s language, Persian when there is no English', () => {
    expect(cannedText(reply, 'fa')).toBe(reply.bodyFa);
    expect(cannedText(reply, 'en')).toBe(reply.bodyEn);
    expect(cannedText({ ...reply, bodyEn: null }, 'en')).toBe(reply.bodyFa);
  });

  it('titles the picker in the desk’s language', () => {
    expect(cannedTitle(reply, 'en')).toBe('Hello');
    expect(cannedTitle({ ...reply, titleEn: null }, 'en')).toBe('سلام');
    expect(cannedTitle(reply, 'fa')).toBe('سلام');
  });

  it('adds the text after what is written, a blank line between', () => {
    expect(joinText('', 'B')).toBe('B');
    expect(joinText('A  \n', 'B')).toBe('A\n\nB');
  });
});
