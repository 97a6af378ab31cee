import { deleteSource } from "./delete-source";
import { getSource } from "./get-source";
import { getSources } from "./get-sources";
import { pasteSource } from "./paste-source";
import { renameSource } from "./rename-source";
import { searchSources } from "./search-sources";
import { uploadSources } from "./upload-sources";

/**
 * The sources operations' fetchers in one object: what useSources and the
 * Sources section run, and what their tests replace with scripted ones
 * (an upload's progress is easier to script than to fake an XMLHttpRequest).
 */
export const sourcesOperations = {
  list: getSources,
  upload: uploadSources,
  paste: pasteSource,
  get: getSource,
  rename: renameSource,
  remove: deleteSource,
  search: searchSources,
};

export type SourcesOperations = typeof sourcesOperations;
