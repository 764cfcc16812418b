// Benchmark only: the monolith's entry. The shell's src/index.ts holds an `import('./bootstrap')`
// async boundary that only federation needs (shared modules are negotiated before app code runs); an
// ordinary build starts the app at once, so this entry imports the shell's bootstrap directly.
import '../../shell/src/bootstrap';
