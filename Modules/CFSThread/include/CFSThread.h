#ifndef CFSTHREAD_H
#define CFSTHREAD_H

/// Whether the calling thread is the process's main thread: what Foundation's
/// `Thread.isMainThread` answers, for a module that does not import Foundation. Darwin has
/// `pthread_main_np`; glibc's `gettid` is not visible to Swift, hence this shim.
int cfs_is_main_thread(void);

#endif
