// Async boundary: shared singletons are negotiated before any app code runs (module-federation-examples).
import('./bootstrap');
