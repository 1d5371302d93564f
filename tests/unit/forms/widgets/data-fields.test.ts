import { describe, expect, it } from 'vitest';
import { dataFields } from '@/forms/widgets/data-fields';

describe('dataFields', () => {
  it('has a field for every data component of the contract', () => {
    expect(Object.keys(dataFields).sort()).toEqual(
      ['CategorySelect', 'DynamicTags', 'ImageSet', 'ProductIds', 'StoryIds', 'VideoSet'].sort(),
    );
  });
});
