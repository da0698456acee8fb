import { describe, expect, it } from 'vitest';
import { parseContentType, type ContentType } from './parse-content-type.js';

describe('parseContentType', () => {
  it.each<[string | undefined, ContentType]>([
    [undefined, { essence: '', charset: undefined }],
    ['', { essence: '', charset: undefined }],
    ['application/json', { essence: 'application/json', charset: undefined }],
    [' Application/JSON ', { essence: 'application/json', charset: undefined }],
    ['text/plain; charset=utf-8', { essence: 'text/plain', charset: 'utf-8' }],
    ['text/plain;CHARSET="ISO-8859-1"', { essence: 'text/plain', charset: 'ISO-8859-1' }],
    ['text/html; q=1; charset=windows-1252', { essence: 'text/html', charset: 'windows-1252' }],
    ['text/plain; charset=a; charset=b', { essence: 'text/plain', charset: 'b' }],
    ['text/plain; charset=', { essence: 'text/plain', charset: undefined }],
    ['text/plain; charset=a b', { essence: 'text/plain', charset: undefined }],
    ['text/plain; format=flowed', { essence: 'text/plain', charset: undefined }],
  ])('reads %j as %j', (value, expected) => {
    expect(parseContentType(value)).toEqual(expected);
  });
});
