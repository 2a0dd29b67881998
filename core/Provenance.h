#pragma once

#include <map>
#include <string>

namespace tp {

// Where a catalog figure comes from. Every number the catalog ships carries one.
struct Provenance
{
    std::string source;
    std::string date; // YYYY-MM-DD, YYYY-MM or YYYY
    std::string
        confidence; // "list" | "reported" | "estimate" | "quote" (an API quote for the user's account)
    std::string derivation; // how an estimate was derived (required for "estimate")
};

// A record's provenance plus the fields whose provenance differs from it ("tflops.fp8").
struct SourcedRecord
{
    Provenance provenance;
    std::map<std::string, Provenance> fieldSources;

    // The provenance that applies to one field of the record.
    const Provenance &sourceOf(const std::string &field) const
    {
        auto it = fieldSources.find(field);
        return it == fieldSources.end() ? provenance : it->second;
    }
};

} // namespace tp
