import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../test/french';
import { setLocale } from './i18n/i18n';
import { checkImageFile, IMAGE_MAX_BYTES, readUploadAnswer, UploadError, UPLOAD_MESSAGES } from './upload';

// French is loaded on demand (the loaders the manifests name), as the app does before it speaks it.
beforeAll(loadFrench);

describe('checkImageFile', () => {
  it('accepts an image up to 20 MB and refuses the rest with their messages', () => {
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES })).toBeUndefined();
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('Image is too large. Max 20MB.');
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file.');
    expect(checkImageFile({ type: '', size: 10 })).toBe('Please select an image file.');
    // An iPhone photo, which browsers outside Apple's systems give no type.
    expect(checkImageFile({ type: 'image/heic', size: 10, name: 'IMG_4021.HEIC' })).toBeUndefined();
    expect(checkImageFile({ type: '', size: 10, name: 'IMG_4021.HEIC' })).toBeUndefined();
    expect(checkImageFile({ type: 'application/octet-stream', size: 10, name: 'photo.heif' })).toBeUndefined();
    expect(checkImageFile({ type: '', size: 10, name: 'notes.txt' })).toBe('Please select an image file.');
    expect(checkImageFile(undefined)).toBe(UPLOAD_MESSAGES.noFile);
  });

  it('speaks the UI’s language at the time of the check', () => {
    setLocale('fr');
    try {
      expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('Le fichier doit être une image.');
      expect(UPLOAD_MESSAGES.noFile).toBe('Aucun fichier à envoyer.');
    } finally {
      setLocale('en');
    }
    expect(UPLOAD_MESSAGES.noFile).toBe('An upload requires a file.');
  });
});

describe('readUploadAnswer', () => {
  const fail = (status: number, text: string, body: string) => {
    try {
      readUploadAnswer(status, text, body);
    } catch (err) {
      expect(err).toBeInstanceOf(UploadError);
      return (err as Error).message;
    }
    throw new Error('expected a failure');
  };

  it('returns src, or url from the admin media route', () => {
    expect(readUploadAnswer(200, 'OK', JSON.stringify({ ok: true, src: '/media/a.webp', variants: {} }))).toBe('/media/a.webp');
    expect(readUploadAnswer(201, 'Created', JSON.stringify({ ok: true, url: '/media/b.jpg' }))).toBe('/media/b.jpg');
  });

  it('names status, status text and the server message on an error status', () => {
    expect(fail(413, 'Payload Too Large', JSON.stringify({ error: 'file_too_large', message: 'Image is too large. Max 20MB.' }))).toBe('Upload failed: 413 Payload Too Large — Image is too large. Max 20MB.');
    expect(fail(502, 'Bad Gateway', '<html>oops</html>')).toBe('Upload failed: 502 Bad Gateway — <html>oops</html>');
    expect(fail(500, '', '')).toBe('Upload failed: 500');
    setLocale('fr');
    try {
      expect(fail(413, 'Payload Too Large', '')).toBe('Échec de l’envoi : 413 Payload Too Large');
    } finally {
      setLocale('en');
    }
  });

  it('reports a body that is not JSON, ok: false, and a missing src', () => {
    expect(fail(200, 'OK', 'not json')).toBe('Upload failed: invalid response.');
    expect(fail(200, 'OK', JSON.stringify({ ok: false, error: 'Disk full' }))).toBe('Disk full');
    expect(fail(200, 'OK', JSON.stringify({ ok: false }))).toBe('Upload failed');
    expect(fail(200, 'OK', JSON.stringify({ ok: true }))).toBe('Upload failed (no src)');
  });
});
