import { z, type ZodType } from 'zod';
import { idParamSchema } from '../../api/common';
import { langQuerySchema } from '../../api/translations';
import type { uploadBodyLimit } from '../files/uploads';

/**
 * The options of the routes of a translated content resource (staff, news, participants,
 * services…): each answers in the language `?lang=` asks for, reading is public, and where the
 * resource has a file, a create or update carries it in the JSON body, hence the body limit and
 * what to say past it (`uploadBodyLimit`; none for a resource without a file).
 */
export function contentRouteOptions<Answer extends ZodType>(
  tags: string[],
  answer: Answer,
  { bodyLimit, bodyTooLarge }: Partial<ReturnType<typeof uploadBodyLimit>>,
) {
  const oneRow = { tags, params: idParamSchema, querystring: langQuerySchema };
  return {
    /** `querystring` is the list's paging, search and filters with `langQuerySchema`. */
    list: <Query extends ZodType>(querystring: Query, summary?: string) => ({
      config: { public: true, sharedCache: true },
      schema: { tags, summary, querystring, response: { 200: z.array(answer) } },
    }),
    readOne: { config: { public: true, sharedCache: true }, schema: { ...oneRow, response: { 200: answer } } },
    create: <Body extends ZodType>(body: Body) => ({
      ...(bodyLimit && { bodyLimit, config: { bodyTooLarge } }),
      schema: { tags, querystring: langQuerySchema, body, response: { 201: answer } },
    }),
    update: <Body extends ZodType>(body: Body) => ({
      ...(bodyLimit && { bodyLimit, config: { bodyTooLarge } }),
      schema: { ...oneRow, body, response: { 200: answer } },
    }),
    remove: { schema: { ...oneRow, response: { 200: answer } } },
    /** Staff only, like every write; answers the records it named, in their new order. */
    reorder: <Body extends ZodType>(body: Body, summary: string) => ({
      schema: { tags, summary, querystring: langQuerySchema, body, response: { 200: z.array(answer) } },
    }),
  };
}
