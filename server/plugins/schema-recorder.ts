// The schemas the apps of this process hand to a compiler, noted only while a test records them. The route
// validators and response serialisers compile on first use (validation.ts, serialization.ts), so the tests
// compile every recorded schema to keep a schema the compilers refuse failing CI.

export interface SchemaRecorder<T> {
  /** Notes one schema when a test is recording (nothing is kept otherwise). */
  note: (item: T) => void;
  /** Starts recording; the returned function stops and gives what was noted. */
  start: () => () => T[];
}

export function schemaRecorder<T>(): SchemaRecorder<T> {
  let recording: T[] | undefined;
  return {
    note: (item) => void recording?.push(item),
    start: () => {
      const recorded: T[] = (recording = []);
      return () => {
        recording = undefined;
        return recorded;
      };
    },
  };
}
