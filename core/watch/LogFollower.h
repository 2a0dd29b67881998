#pragma once

#include "core/watch/ProgressLog.h"

#include <optional>
#include <string>
#include <sys/types.h>
#include <vector>

namespace tp::watch {

// A training log file followed as it grows, like `tail -F` (the CLI's `watch` and the app's
// "Watch a Run…" read through it): new bytes are read from where the last read ended; a file cut
// shorter, or another file put under the name (rotation), is read again from its start; a
// trainer_state.json, which the Trainer rewrites whole at each save, is read whole when it
// changes. Nothing is held but the part of a line not yet ended. POSIX.
class LogFollower
{
public:
    enum class Status
    {
        Ok,
        Missing,  // no such file (when opened first; later it may be between rotations)
        NotAFile, // a folder, pipe, device or socket
        Unreadable,
        NotALog, // a .json file that is not a trainer_state.json
    };

    // What one look at the file gave.
    struct Read
    {
        std::vector<ProgressEvent> events;
        bool grew = false;    // new bytes, or a new version of a rewritten file
        bool rotated = false; // cut or replaced: read from its start again
        Status status = Status::Ok;
        std::string error; // why not, for a message (strerror or what was expected)
    };

    LogFollower() = default;
    ~LogFollower();
    LogFollower(const LogFollower &) = delete;
    LogFollower &operator=(const LogFollower &) = delete;

    // Opens `path`; a status other than Ok says why not (error() words it).
    Status open(const std::string &path);
    const std::string &error() const { return m_error; }
    const std::string &path() const { return m_path; }

    // Reads what is new. `atEnd`: the log is read for the last time (--once, or the watch is
    // closing), so a last line without its newline counts too.
    Read poll(bool atEnd = false);

    // Settings the files beside the log give: the epochs of an Ultralytics run (args.yaml beside
    // results.csv), as an event for RunWatch; nullopt when there is none.
    std::optional<ProgressEvent> sideSettings() const;

    std::optional<RunLogFormat> format() const { return m_reader.format(); }

private:
    void closeFile();
    Status reopen();

    std::string m_path, m_error;
    bool m_document = false;
    int m_fd = -1;
    dev_t m_device = 0;
    ino_t m_inode = 0;
    off_t m_offset = 0;
    off_t m_lastSize = -1;
    long long m_lastChange = -1; // nanoseconds of the last modification read (documents)
    ProgressReader m_reader;
};

} // namespace tp::watch
