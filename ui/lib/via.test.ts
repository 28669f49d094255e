import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test/memory-storage';
import { rememberVia, viaCode, withVia } from './via';

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
});

describe('the college link code carried through a visit', () => {
  it('keeps a well-formed code of the address the tab opened', () => {
    rememberVia('?via=Stanford-XC');
    expect(viaCode()).toBe('stanford-xc');
    rememberVia('?utm=x');
    expect(viaCode()).toBe('stanford-xc');
  });

  it('ignores a malformed code', () => {
    rememberVia('?via=%3Cscript%3E');
    rememberVia('?via=a');
    expect(viaCode()).toBeNull();
  });

  it('adds the code to a path, keeping its query and hash, never twice', () => {
    expect(withVia('/resume', null)).toBe('/resume');
    expect(withVia('/resume', 'oregon')).toBe('/resume?via=oregon');
    expect(withVia('/resume.pdf?lang=fr#top', 'oregon')).toBe('/resume.pdf?lang=fr&via=oregon#top');
    expect(withVia('/resume?via=yale', 'oregon')).toBe('/resume?via=yale');
    rememberVia('?via=oregon');
    expect(withVia('/resume')).toBe('/resume?via=oregon');
  });
});
