# varia_add_module(NAME SOURCES src...): builds NAME, a rule-module plugin for `varia --module`
# (docs/authoring.md §8, include/varia/plugin.hpp). Used by the test suite in the source tree and,
# installed beside variaConfig.cmake, by `find_package(varia)` in a plugin's own project.
#
# The plugin is a MODULE library (libNAME.so) compiled against Varia's headers only (varia::headers):
# it does not link the engine, whose functions it calls stay undefined and are bound, when
# `varia` loads it, to the program's own copy (one module registry, one set of tables). Symbols
# keep the default visibility: with hidden visibility the undefined engine symbols would be hidden
# too and the link would fail, and the plugin's inline copies of engine code would not merge with
# the program's.
function(varia_add_module name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "SOURCES")
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "varia_add_module(${name}): no SOURCES")
  endif()
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "varia_add_module(${name}): unexpected arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  add_library(${name} MODULE ${arg_SOURCES})
  target_link_libraries(${name} PRIVATE varia::headers)
endfunction()
