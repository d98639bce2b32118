// The translation unit that compiles the precompiled header (see CMakeLists.txt, tarock_pch).
