export { checkUsdzLayout, type UsdzProblem, type UsdzRule } from './check-usdz-layout';
export { convertToUsdz, documentToUsdz, type UsdzOptions, type UsdzResult } from './document-to-usdz';
export { writeUsdzZip, USDZ_ALIGNMENT, type ZipEntry } from './usdz-zip';
