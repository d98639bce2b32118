# Included by the top-level CMakeLists.txt when TAROCK_BUILD_FUZZERS is ON (clang only): every
# target is instrumented for libFuzzer's coverage, AddressSanitizer and UndefinedBehaviorSanitizer
# (any undefined behaviour aborts the run).
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "TAROCK_BUILD_FUZZERS needs clang with libFuzzer: CXX=clang++-14 (apt-get install clang-14 libclang-rt-14-dev)")
endif()
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
add_link_options(-fsanitize=address,undefined)
