// A shared library that is no Varia plugin: it lacks the entry point, and `varia --module` says so
// (tests/cli/plugin_test.sh).
extern "C" __attribute__((visibility("default"))) int varia_not_a_plugin() { return 0; }
