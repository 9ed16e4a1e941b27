// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace duizhao {

// How the process asks the system for the large blocks a novel needs: its text, its conversion,
// its spans, tens of MB each, made and freed again by every conversion. glibc serves a block above
// its mmap threshold from the system and returns it when freed, but raises the threshold to the
// largest block freed (up to 32 MB), so that from then on a novel's blocks are kept in its heap
// after use. A fixed threshold of 1 MB keeps them coming from and going back to the system: the
// window with the 10 MB novel of the benchmark peaks near 285 MB instead of 315, in the same time.
// The smaller blocks freed stay in the heap up to 4 MB (glibc gives the heap's top back past
// 128 KB): a book's chapters, converted one after another on each worker, take the same few
// hundred KB again and again, and each page given back faulted in anew (the novel as an EPUB of
// 300 chapters: 16,000 page faults instead of 9,000, and 8% of the conversion's time).
// Call first thing in main(); elsewhere than on glibc it does nothing.
void returnLargeBlocksToTheSystem();

} // namespace duizhao
