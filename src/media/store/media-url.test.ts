import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveServeSettings } from '../../cli';
import { mergeServeSettings, parseServeSettings } from '../../config-file';
import { MediaUrlError, describeMediaTarget, parseMediaUrl } from './media-url';
import { s3ClientConfig } from './s3-media-store';

describe('parseMediaUrl', () => {
  it.each([
    ['s3://athlete-media', { bucket: 'athlete-media', prefix: '' }],
    ['s3://athlete-media/', { bucket: 'athlete-media', prefix: '' }],
    ['s3://athlete-media/site/prod/', { bucket: 'athlete-media', prefix: 'site/prod' }],
    ['s3://media.example.org/a?region=auto', { bucket: 'media.example.org', prefix: 'a', region: 'auto' }],
    ['s3://bkt/p?endpoint=http://127.0.0.1:9000&forcePathStyle=false', { bucket: 'bkt', prefix: 'p', endpoint: 'http://127.0.0.1:9000', forcePathStyle: false }],
  ])('%s', (url, expected) => {
    expect(parseMediaUrl(url)).toEqual(expected);
  });

  it.each([
    ['not a url', /is not a URL/],
    ['file:///srv/media', /only s3:\/\//],
    ['https://bucket.s3.amazonaws.com/x', /only s3:\/\//],
    ['s3://KEY:SECRET@bucket/x', /Keep S3 keys out of the URL/],
    ['s3://bucket:9000/x', /put the server in \?endpoint=/],
    ['s3://Upper_Case/x', /not a valid bucket name/],
    ['s3://ab/x', /not a valid bucket name/],
    ['s3://bucket/x/../y', /prefix segment/],
    ['s3://bucket/.hidden', /prefix segment "\.hidden"/],
    ['s3://bucket/a%2Fb', /prefix segment "a\/b"/],
    ['s3://bucket/x?secret=1', /Unknown option "secret"/],
    ['s3://bucket/x?endpoint=ftp://host', /must be an http/],
    ['s3://bucket/x?endpoint=nope', /is not a URL/],
    ['s3://bucket/x?endpoint=http://k:s@127.0.0.1:9000', /Keep S3 keys out of the endpoint/],
    ['s3://bucket/x?forcePathStyle=yes', /true or false/],
    ['s3://bucket/x?region=Europe West', /not a region name/],
    ['s3://bucket/x#frag', /no #fragment/],
  ])('refuses %s with a clear reason', (url, reason) => {
    expect(() => parseMediaUrl(url)).toThrow(MediaUrlError);
    expect(() => parseMediaUrl(url)).toThrow(reason);
  });

  it('describes a target without keys', () => {
    expect(describeMediaTarget(parseMediaUrl('s3://bkt/p?endpoint=http://127.0.0.1:9000'))).toBe('s3://bkt/p (endpoint http://127.0.0.1:9000)');
  });
});

describe('s3ClientConfig', () => {
  const target = parseMediaUrl('s3://bkt/p');

  it('takes endpoint and region from the standard AWS variables, path-style with a custom endpoint', () => {
    const c = s3ClientConfig(target, {}, { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000', AWS_REGION: 'eu-west-3' });
    expect(c).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu-west-3', forcePathStyle: true });
    expect(c.credentials).toBeUndefined();
  });

  it('lets the URL win over the config file, and the config file over the environment', () => {
    const c = s3ClientConfig(parseMediaUrl('s3://bkt/p?region=auto'), { region: 'eu-west-1', endpoint: 'https://r2.example', accessKeyId: 'k', secretAccessKey: 's' }, { AWS_REGION: 'us-west-2', AWS_ENDPOINT_URL: 'http://127.0.0.1:1' });
    expect(c).toMatchObject({ region: 'auto', endpoint: 'https://r2.example', credentials: { accessKeyId: 'k', secretAccessKey: 's' } });
  });

  it('defaults to AWS itself: us-east-1, virtual-hosted requests', () => {
    expect(s3ClientConfig(target, {}, {})).toMatchObject({ region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses a bad endpoint from the environment', () => {
    expect(() => s3ClientConfig(target, {}, { AWS_ENDPOINT_URL_S3: 'localhost:9000' })).toThrow(/must be an http/);
  });
});

describe('the media setting (flag, MEDIA_URL, config file)', () => {
  it('takes a URL or an object, and a flag keeps the config file\'s endpoint and keys', () => {
    const file = parseServeSettings({ media: { url: 's3://bkt/a', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'k', secretAccessKey: 's' } }, 'file');
    const flags = parseServeSettings({ media: 's3://bkt/b' }, 'flags');
    expect(mergeServeSettings(file, flags).media).toEqual({ url: 's3://bkt/b', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'k', secretAccessKey: 's' });
  });

  it('names the field and the reason for a bad value', () => {
    expect(() => parseServeSettings({ media: 'file:///srv' }, 'The command line')).toThrow(/media: Unsupported media URL scheme "file:"/);
    expect(() => parseServeSettings({ media: { url: 's3://bkt/a', accessKeyId: 'k' } }, 'file')).toThrow(/accessKeyId and secretAccessKey go together/);
    expect(() => parseServeSettings({ media: { url: 's3://bkt/a', bucket: 'x' } }, 'file')).toThrow(/media/);
  });

  it('reads MEDIA_URL from the environment, below the flag', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-setting-'));
    try {
      expect(resolveServeSettings(dir, {}, { MEDIA_URL: 's3://bkt/env' }).media).toEqual({ url: 's3://bkt/env' });
      expect(resolveServeSettings(dir, { media: 's3://bkt/flag' }, { MEDIA_URL: 's3://bkt/env' }).media).toEqual({ url: 's3://bkt/flag' });
      expect(() => resolveServeSettings(dir, {}, { MEDIA_URL: 's3://Bad_Bucket' })).toThrow(/MEDIA_URL[\s\S]*not a valid bucket name/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
