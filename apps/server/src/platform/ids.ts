const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a uuid; ids arrive from tokens, paths and bodies, and anything else cannot be a row's id. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
