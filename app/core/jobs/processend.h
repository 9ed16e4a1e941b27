// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace duizhao {

// Ends the process with code, once its work is done: its objects of Qt's gone, its files written.
// First the tasks still on the pools end (a book the window was closed on writes its file to the
// end; a conversion cancelled with the window winds down): exit()'s destructors would otherwise
// free the data they read (seen as a crash at exit after a window closed while opening a text).
// On Windows it then ends the process at once (TerminateProcess) rather than through exit(), whose
// unloading of the runtime's DLLs can wait forever on a lock of winpthreads: seen under Wine in
// programs that had converted books in pools of threads of their own, once everything was done
// and written (docs/development.md), the output flushed first. Elsewhere it returns code, for
// main() to return.
int endProcess(int code);

} // namespace duizhao
