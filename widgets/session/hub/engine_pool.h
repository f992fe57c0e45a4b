// Where the engine's jobs run, and how they yield to the GUI thread. On a two-core machine
// two jobs computing a sweep took both cores while a slider moved, and Qt's raster engine
// hands large fills to the global thread pool and waits for them: behind a 20 ms sweep in
// that pool, a repaint of 2 ms took 26. The engine's jobs have a pool of their own and
// run below the GUI thread's priority: a background answer may come a little later, the
// frame in front of the user may not.
#pragma once

class QThreadPool;

namespace memledger::widgets {

// The engine's own pool (as many threads as cores), apart from QThreadPool::globalInstance().
QThreadPool* enginePool();

// Lowers the calling thread's scheduling priority, once per thread (later calls return at
// once). Linux: a nice of +10 for this thread alone (its CPU share against a nice-0 thread
// is about a tenth, never none, so a busy desktop still gets its answers); elsewhere
// QThread::LowPriority.
void runBelowTheGuiThread();

}  // namespace memledger::widgets
