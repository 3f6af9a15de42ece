import { describe, expect, it } from 'vitest';
import { createVersionedCopy } from '../src/lib/versioned-copy';

/** A copy whose loads are counted and return version 1, 2, 3…, on a clock the test moves. */
function countedCopy(minGapMs?: number) {
  let time = 0;
  let loads = 0;
  const copy = createVersionedCopy('test copy', async () => ({ version: BigInt(++loads) }), {
    now: () => time,
    minGapMs,
  });
  return {
    copy,
    loads: () => loads,
    advance: (ms: number) => void (time += ms),
    /** Lets a load started in the background finish. */
    settle: () => copy.ready(),
  };
}

describe('versioned copy: loads again when told, no sooner than the gap after the last load', () => {
  it('reload() drops the copy and loads it again at once without a gap', async () => {
    const { copy, loads, settle } = countedCopy();
    await copy.ready();
    expect(copy.current()?.version).toBe(1n);
    copy.reload();
    expect(copy.current()).toBeUndefined();
    await settle();
    expect([loads(), copy.current()?.version]).toEqual([2, 2n]);
  });

  it('with minGapMs, a reload waits for the gap and the first current() after it starts the load', async () => {
    const { copy, loads, advance, settle } = countedCopy(2_000);
    await copy.ready();
    advance(500);
    copy.reload();
    expect(copy.current()).toBeUndefined();
    expect(loads()).toBe(1);
    advance(1_499);
    expect(copy.current()).toBeUndefined();
    expect(loads()).toBe(1);
    advance(1);
    copy.current();
    await settle();
    expect([loads(), copy.current()?.version]).toEqual([2, 2n]);
    // seen() of a newer version keeps the same gap.
    copy.seen('5');
    expect(copy.current()).toBeUndefined();
    expect(loads()).toBe(2);
    advance(2_000);
    copy.current();
    await settle();
    expect(loads()).toBe(3);
  });
});
