import { readFileSync } from 'node:fs';
import { type BrandContent, brandContentEndpoint } from '@contract/api/brand-content-endpoints';
import { DEFAULT_LOCALE } from '@contract/locales';
import { z } from 'zod';
import { implement } from '../../api/endpoint-handler';
import { answerLanguage } from '../characters/character-views';
import { countedFigures, type FigureThresholds } from './trust-figures';

/** A text in several languages; English is required, the others fall back to it. */
const localizedSchema = z.record(z.string(), z.string()).refine((texts) => Boolean(texts.en), {
  message: 'needs an "en" text',
});

/** The content file's shape: the premium page's brand content with texts per language. */
const brandContentFileSchema = z.object({
  pressLogos: z.array(z.object({ name: z.string(), imageUrl: z.string().nullable() })).max(12),
  comments: z
    .array(
      z.object({ name: z.string(), stars: z.number().int().min(1).max(5), text: localizedSchema }),
    )
    .max(20),
  featuredUsers: z.array(z.object({ name: z.string(), verified: z.boolean() })).max(12),
  /** The operator's figures; without them the page shows this server's own counts. */
  trustFigures: z
    .array(z.object({ value: z.string(), label: localizedSchema }))
    .max(8)
    .optional(),
});
type BrandContentFile = z.infer<typeof brandContentFileSchema>;

/**
 * Reads the brand content: `BRAND_CONTENT_FILE` when set, else the shipped default, which has no
 * press, comments or members (nothing invented is shown) and leaves the figures to this server's
 * own counts. `brand-content/example.json` shows an operator the shape. A bad file stops the
 * server with the reason.
 */
export function loadBrandContent(path?: string): BrandContentFile {
  const source = path ?? new URL('./brand-content/default.json', import.meta.url);
  const parsed = brandContentFileSchema.safeParse(JSON.parse(readFileSync(source, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Brand content ${String(source)} is invalid: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** The content with its texts in `lang`; `counted` stand in for figures the file leaves out. */
function localizeBrandContent(
  content: BrandContentFile,
  lang: string,
  counted: BrandContent['countedFigures'],
): BrandContent {
  const text = (texts: Record<string, string>) => texts[lang] ?? texts[DEFAULT_LOCALE] ?? '';
  return {
    pressLogos: content.pressLogos,
    comments: content.comments.map((comment) => ({ ...comment, text: text(comment.text) })),
    featuredUsers: content.featuredUsers,
    trustFigures: (content.trustFigures ?? []).map((figure) => ({
      ...figure,
      label: text(figure.label),
    })),
    countedFigures: counted,
  };
}

/** The brand content call over the content read at start. */
export function brandContentRoutes(content: BrandContentFile, thresholds: FigureThresholds) {
  return [
    implement(brandContentEndpoint, async ({ lang }, { db }) => {
      const counted = content.trustFigures ? [] : await countedFigures(db, thresholds);
      return localizeBrandContent(content, answerLanguage(lang), counted);
    }),
  ];
}
