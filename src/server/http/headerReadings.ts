/**
 * A request header read through `read`, remembering the readings of the values seen last: browsers
 * send a handful of spellings of Accept-Encoding and Accept-Language, and parsing one on every
 * public read was a visible part of a kept answer's cost. Bounded against a client sending a new
 * value each time: emptied when `most` values are held.
 */
export function rememberedReadings<Reading>(read: (value: string) => Reading, most: number) {
  const readings = new Map<string, Reading>();
  return (value: string): Reading => {
    if (readings.has(value)) return readings.get(value) as Reading;
    if (readings.size >= most) readings.clear();
    const reading = read(value);
    readings.set(value, reading);
    return reading;
  };
}
