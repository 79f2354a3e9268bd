// Weather at a home (spec 001 §3 'Automation' weather options; user-data's weather), and the
// temperature comparisons automations use for weather and thermometers.
import { z } from 'zod';

export const WEATHER_KINDS = ['sunny', 'cloudy', 'raining', 'thunderstorm', 'snowing'] as const;
export const WeatherKindSchema = z.enum(WEATHER_KINDS);
export type WeatherKind = z.infer<typeof WeatherKindSchema>;

export const COMPARISONS = ['above', 'below', 'aboveOrEqual', 'belowOrEqual'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export const TemperatureComparisonSchema = z.strictObject({
  comparison: z.enum(COMPARISONS),
  /** Degrees Celsius. */
  value: z.number().min(-60).max(60),
});
export type TemperatureComparison = z.infer<typeof TemperatureComparisonSchema>;

export function compare(actual: number, { comparison, value }: TemperatureComparison): boolean {
  switch (comparison) {
    case 'above':
      return actual > value;
    case 'below':
      return actual < value;
    case 'aboveOrEqual':
      return actual >= value;
    case 'belowOrEqual':
      return actual <= value;
  }
}

export const WeatherSchema = z.object({
  condition: WeatherKindSchema,
  /** Degrees Celsius, one decimal. */
  temperature: z.number(),
  /** When the source observed it (the start of its time step). */
  observedAt: z.string(),
  sunrise: z.string().nullable(),
  sunset: z.string().nullable(),
  /** 'local': computed on the server; otherwise the weather service's host. */
  source: z.string(),
});
export type Weather = z.infer<typeof WeatherSchema>;
