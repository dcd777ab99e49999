// A USDZ package's USD read back into glTF, so that a USDZ upload becomes a model (decision 031).
export { readUsdz, USD_LAYER, type UsdzModel } from './read-usdz';
export type { StageUnits } from './usd-to-document';
