import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name.js';

describe('downloadName', () => {
  it.each<[string, Record<string, string>, string, string, string]>([
    ['Content-Disposition names the file', { 'content-disposition': 'attachment; filename="data.csv"' }, 'https://h/x/y', 'text/csv', 'data.csv'],
    ['a disposition name is sanitised', { 'content-disposition': 'attachment; filename="../evil.sh"' }, 'https://h/x', 'text/plain', 'evil.sh'],
    ['nothing usable in the disposition: the URL', { 'content-disposition': 'attachment; filename="..."' }, 'https://h/files/report.pdf', 'application/pdf', 'report.pdf'],
    ['the URL segment gets an extension for its type', {}, 'https://h/pets/7', 'application/json', '7.json'],
    ['a percent-encoded segment is decoded', {}, 'https://h/files/r%C3%A9sum%C3%A9.pdf', 'application/pdf', 'résumé.pdf'],
    ['bad percent-encoding: the fallback', {}, 'https://h/files/%E0%A4%A', 'application/pdf', 'response.pdf'],
    ['a path ending in / : the fallback', {}, 'https://h/pets/', 'image/png', 'response.png'],
    ['no URL', {}, '', 'text/plain', 'response.txt'],
    ['a +json type', {}, 'https://h/problem', 'application/problem+json', 'problem.json'],
    ['a +xml type', {}, 'https://h/feed', 'application/atom+xml', 'feed.xml'],
    ['an unknown type', {}, 'https://h/blob', 'application/x-unknown', 'blob.bin'],
    ['no type', {}, 'https://h/blob', '', 'blob.bin'],
    ['an extension the URL has is kept', {}, 'https://h/a/archive.tar', 'application/x-tar', 'archive.tar'],
    ['a prototype key as the type', {}, 'https://h/x', '__proto__', 'x.bin'],
    ['another prototype key as the type', {}, 'https://h/x', 'constructor', 'x.bin'],
  ])('%s', (_name, headers, url, essence, expected) => {
    expect(downloadName(headers, url, essence)).toBe(expected);
  });
});
