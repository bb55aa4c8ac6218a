// Whether the core uses SSE2 intrinsics: wherever the compiler targets them
// (every x86-64), unless MJCORE_SCALAR is defined (cmake -DMJCORE_SCALAR=ON).
// That builds the portable paths other CPUs run, so that x86-64 CI tests them.
#pragma once
#if defined(__SSE2__) && !defined(MJCORE_SCALAR)
#define MJCORE_SSE2 1
#include <emmintrin.h>
#else
#define MJCORE_SSE2 0
#endif
