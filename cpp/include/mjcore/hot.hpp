// MJCORE_HOT marks the functions every scored hand runs through (a batch
// row read, decompose, the hand's facts, the detectors, the rules). GCC and
// Clang place them side by side (.text.hot) instead of among the cold code
// the linker would otherwise put between them: spread over ~180 KiB of the
// module, they evicted each other from the instruction cache (cachegrind,
// batch.score on played hands: 4.8 I1 misses a row, 0.9 grouped).
#pragma once
#if defined(__GNUC__)
#define MJCORE_HOT [[gnu::hot]]
#else
#define MJCORE_HOT
#endif
