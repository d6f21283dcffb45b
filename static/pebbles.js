// Pebbles' JavaScript API: `import init, { solveCs } from "./pebbles.js"`.
// Call `await init()` once, then the solvers synchronously. See the README.
export { default, solveCs, solveBcs, solveGame, canonical } from "./pebbles_js.js";
