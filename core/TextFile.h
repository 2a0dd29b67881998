#pragma once

#include "core/InputLimits.h"

#include <cstdint>
#include <string>

namespace tp {

// Reading a file a user names, so that no name can hang, exhaust or crash the program: the file is
// opened without waiting (a FIFO is not waited on), must be a regular file (not /dev/zero, a
// folder, a socket or a terminal) and no larger than `maxBytes`, checked before reading and again
// while reading (a file that grows, or a /proc file that says it is empty, is cut off).
struct TextFile
{
    enum class Status
    {
        Ok,
        Missing,    // no such file
        NotAFile,   // a folder, device, FIFO or socket
        TooLarge,   // over maxBytes
        Unreadable, // permissions, I/O error
    };
    Status status = Status::Ok;
    std::string text;   // the file's bytes when status is Ok
    std::string reason; // why not, for a message: "not a regular file (a FIFO)", "larger than 16 MB"

    bool ok() const { return status == Status::Ok; }
    // "<path>: cannot read the file (<reason>)", the path escaped for a terminal
    std::string message(const std::string &path, const std::string &what = "the file") const;
};

TextFile readTextFile(const std::string &path, std::uintmax_t maxBytes = limits::kMaxFileBytes);

// "16 MB" for a byte count shown in a message
std::string megabytes(std::uintmax_t bytes);

} // namespace tp
