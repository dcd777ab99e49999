// How well the offline background removal finds the subject: IoU of its mask against the known subject
// of each picture of packages/ai/src/offline/image/cutout-scenes.ts (made in code, 480×360 JPEG), with
// the mean and the worst. A quality figure, not a time: it is the same on every machine.
// Run: node --import tsx bench/cutout-quality-bench.ts. Prints one JSON line last.
import { measureCutouts } from '../packages/ai/src/offline/image/cutout-scenes';
import { removeBackground } from '../packages/ai/src/offline/image';

const round = (value: number) => Math.round(value * 1000) / 1000;
const { scenes, mean, worst } = await measureCutouts(removeBackground);
for (const scene of scenes) console.log(`  ${scene.name.padEnd(40)} IoU ${round(scene.iou).toFixed(3)}`);
console.log(`  ${'mean'.padEnd(40)} IoU ${round(mean).toFixed(3)}   worst ${round(worst).toFixed(3)}`);
console.log(
  JSON.stringify({
    pictures: scenes.length,
    mean: round(mean),
    worst: round(worst),
    scenes: scenes.map((scene) => ({ name: scene.name, iou: round(scene.iou) })),
  }),
);
