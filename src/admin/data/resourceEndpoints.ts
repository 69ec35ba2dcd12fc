import type { RaRecord } from 'react-admin';
import type { ZodObject } from 'zod';
import type { ResourcePaths } from '../../api/contentResource';

/**
 * What the data provider knows of one react-admin resource: the paths it calls, the record
 * react-admin sees and the JSON it sends (endpoints.ts has ours).
 */

/** The values of a react-admin form (or a whole record, on update). */
export type FormValues = Record<string, unknown>;
export type Body = Record<string, unknown>;

export interface ResourceEndpoints<Item> {
  /** The five paths; `:id` stands for the record's id. */
  paths: ResourcePaths;
  /**
   * Where a record's revisions are listed and one is restored (`:rev`), where they are not the
   * content resources' `/<name>/:id/revisions` (a one-record resource's have no id).
   */
  revisionPaths?: { list: string; restore: string };
  /** Where an ordered resource's records are put in a new order (`PUT`, the ids in that order). */
  reorderPath?: string;
  /** The fields the list endpoint can sort by. */
  sortable: readonly string[];
  /** The fields the list endpoint filters by (`?status=new`); the data provider refuses any other filter. */
  filters?: readonly string[];
  /** The list endpoint's query schema, where its `q` has rules of its own (searchShortestOf of api/common.ts). */
  listQuery?: ZodObject;
  /** The record react-admin sees, made from one item of the server's answer. */
  toRecord(item: Item): RaRecord;
  /** The JSON body of create, from the form's values. */
  createBody: (values: FormValues) => Promise<Body>;
  /** The JSON body of update, from the edited record (and the record as it was, when known). */
  updateBody: (values: FormValues, previous?: FormValues) => Promise<Body>;
  /** Server field name → form input name, where they differ. */
  formFields?: Record<string, string>;
}

/**
 * The form input of a newly picked file, whatever the API calls it: a picture for most resources,
 * a video for a news cover, a PDF for a document (named for the pictures it was first made for).
 */
export const NEW_PICTURE = 'new_picture';

