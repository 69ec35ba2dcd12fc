/**
 * sharp, loaded at the first picture it is asked to read or write: its native library holds some
 * 30 MB of memory, which an instance that receives no upload and draws no share picture need not
 * carry from its start.
 */
export const loadSharp = async () => (await import('sharp')).default;
