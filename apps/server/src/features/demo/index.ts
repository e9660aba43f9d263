export { DEMO_CITIES } from './demo-cities.ts'
export {
  DEMO_STATUS_WEIGHTS,
  findFirstAdmin,
  seedDemo,
  seedDemoApplicants,
  seedDemoOnce,
} from './demo-seed.ts'
