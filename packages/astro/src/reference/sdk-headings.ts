import type { SdkPageData } from '../data/sdk-data.ts';
import { sdkOutline, type SdkHeading } from './sdk/render-sdk.ts';

/** The table of contents of an SDK page: the sections and members renderSdk writes, in its order. */
export function sdkHeadings(data: SdkPageData | undefined): SdkHeading[] {
  return data ? sdkOutline(data.symbol).headings : [];
}
