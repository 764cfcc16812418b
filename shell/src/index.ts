// Async boundary: shared singletons are negotiated before any app code runs (module-federation-examples).
// In a task after the one that evaluated this entry and started the federation runtime: together the two
// made one long task on a phone (Total Blocking Time).
setTimeout(() => void import('./bootstrap'), 0);
